import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Checkbox, Input, Select, Textarea } from '@shop/ui-kit';
import { FormActions } from './form-actions';
import { Panel } from './panel';

/** A feature's form is a column of its panels (each feature names its own class for it). */
const FORM_STYLE = { display: 'flex', flexDirection: 'column', gap: 'var(--ui-space-4)', maxWidth: '48rem' } as const;

/**
 * A record form as the admin lays them out: the page header, panels of fields in two columns where there is room
 * (one on a phone), the field messages, and the form's actions at its foot.
 */
function RecordForm({ errors = false, saving = false }: { errors?: boolean; saving?: boolean }) {
  return (
    <form style={FORM_STYLE} noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="admin-page-header">
        <h1>Товар «Тахограф Атол Drive 5 с блоком СКЗИ»</h1>
        <Button type="button" variant="secondary">
          Открыть на витрине
        </Button>
      </div>
      <Panel title="Основное" intro="Название и артикул видят покупатели; артикул ищут в быстром заказе.">
        <div className="admin-form-grid">
          <Input label="Название" required defaultValue="Тахограф Атол Drive 5 с блоком СКЗИ" />
          <Input
            label="Артикул"
            required
            defaultValue={errors ? 'ATOL DRIVE 5' : 'ATOL-DRIVE-5'}
            error={errors ? 'Такой артикул уже есть у товара «Тахограф Атол Drive 5»' : undefined}
          />
          <Input
            label="Цена, ₽"
            required
            inputMode="decimal"
            defaultValue={errors ? '45 000,005' : '45 000,00'}
            error={errors ? 'Не больше двух знаков после запятой' : undefined}
          />
          <Select label="Наличие" defaultValue="in_stock">
            <option value="in_stock">В наличии</option>
            <option value="on_order">Под заказ</option>
            <option value="not_sold">Не продаётся</option>
          </Select>
        </div>
      </Panel>
      <Panel title="Описание">
        <Textarea
          label="Описание"
          hint="Видно на странице товара."
          defaultValue="Тахограф с блоком СКЗИ для грузовиков."
        />
        <Checkbox label="Показывать в новинках на главной" defaultChecked />
      </Panel>
      <FormActions submitLabel="Сохранить" saving={saving}>
        <Button type="button" variant="ghost">
          Отменить
        </Button>
      </FormActions>
    </form>
  );
}

const meta = {
  title: 'Admin/Data/Form layout',
  component: RecordForm,
} satisfies Meta<typeof RecordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The API refused the form: the fields it named say why. */
export const WithFieldErrors: Story = { args: { errors: true } };

/** Being saved: the button busy, a second click ignored. */
export const Saving: Story = { args: { saving: true } };
