import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('is the form’s submit button, named by its label', () => {
    render(
      <form>
        <FormActions submitLabel="Сохранить изменения" saving={false} />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toHaveProperty('type', 'submit');
  });
});
