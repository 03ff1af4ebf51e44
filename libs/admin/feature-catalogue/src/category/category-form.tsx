import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormActions } from '@shop/admin-ui-data';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { Input, Select, Textarea } from '@shop/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminCategory } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { ImagePicker } from '../media/image-picker';
import { slugify } from '@shop/domain';
import { useFormSave } from '../shared/use-form-save';
import {
  CATEGORY_FORM_FIELDS,
  CATEGORY_LIMITS,
  categoryFormSchema,
  type CategoryFormValues,
} from './category-form-schema';
import { buildCategoryTree, subtreeIds } from '@shop/admin-data-access';

const m = ru.adminCatalogue.category.form;

/** Props of {@link CategoryForm}. */
export interface CategoryFormProps {
  mode: 'create' | 'update';
  defaultValues: CategoryFormValues;
  /** Every live category, for the parent choice. */
  categories: readonly AdminCategory[];
  /** The category being edited: it and its subtree cannot become its parent. */
  categoryId?: string;
  /** Saves; resolves with a path to open next, or nothing to stay. */
  onSubmit: (values: CategoryFormValues) => Promise<string | void>;
}

/** The category form: the slug follows the title on a new category until the admin edits it; code 8 lands beside the slug. */
export function CategoryForm({ mode, defaultValues, categories, categoryId, onSubmit }: CategoryFormProps) {
  const api = useCatalogueApi();
  const form = useForm<CategoryFormValues>({ defaultValues, resolver: valibotResolver(categoryFormSchema) });
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  // An existing slug is a published address (changing it adds a redirect): never rewrite it silently.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(mode === 'create' && defaultValues.slug === '');

  const submit = useFormSave(
    form,
    { fields: CATEGORY_FORM_FIELDS, codeFields: { [ErrorCode.SeoUrlExists]: 'slug' } },
    onSubmit,
  );

  const excluded = categoryId ? subtreeIds(categories, categoryId) : new Set<string>();
  const parents = buildCategoryTree(categories).filter((row) => !excluded.has(row.category.id));
  const title = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle)
        setValue('slug', slugify(event.target.value), { shouldDirty: true, shouldValidate: isSubmitted });
    },
  });
  const slug = register('slug', {
    // Clearing the slug hands it back to the title.
    onChange: (event: { target: { value: string } }) =>
      setSlugFollowsTitle(mode === 'create' && event.target.value === ''),
  });

  return (
    <form className="admin-catalogue-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-form-grid">
        <Input
          label={m.title}
          required
          maxLength={CATEGORY_LIMITS.title}
          autoComplete="off"
          error={errors.title?.message}
          {...title}
        />
        <Input
          label={m.slug}
          required
          autoComplete="off"
          spellCheck={false}
          hint={mode === 'create' ? m.slugHint : m.slugHintUpdate}
          error={errors.slug?.message}
          {...slug}
        />
        <Select label={m.parent} error={errors.parentId?.message} {...register('parentId')}>
          <option value="">{m.noParent}</option>
          {parents.map(({ category, depth }) => (
            <option key={category.id} value={category.id}>
              {`${'\u2003'.repeat(depth)}${category.title}`}
            </option>
          ))}
        </Select>
        <Input
          label={m.position}
          inputMode="numeric"
          hint={m.positionHint}
          error={errors.position?.message}
          {...register('position')}
        />
      </div>
      <Textarea
        label={m.description}
        rows={6}
        hint={m.descriptionHint}
        error={errors.description?.message}
        {...register('description')}
      />
      <ImagePicker
        api={api}
        label={m.image}
        value={watch('image')}
        onChange={(image) => setValue('image', image, { shouldDirty: true })}
      />
      <div className="admin-form-grid">
        <Input
          label={m.seoTitle}
          maxLength={CATEGORY_LIMITS.seoTitle}
          error={errors.seoTitle?.message}
          {...register('seoTitle')}
        />
        <Textarea
          label={m.seoDescription}
          rows={3}
          maxLength={CATEGORY_LIMITS.seoDescription}
          error={errors.seoDescription?.message}
          {...register('seoDescription')}
        />
      </div>
      <FormActions submitLabel={mode === 'create' ? m.submitCreate : m.submitUpdate} saving={isSubmitting} />
    </form>
  );
}
