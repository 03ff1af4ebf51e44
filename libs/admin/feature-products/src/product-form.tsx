import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormActions, RichTextEditor, useUnsavedChangesGuard } from '@shop/admin-ui-data';
import { showSaveProblem } from '@shop/admin-data-access';
import { ru } from '@shop/i18n-ru';
import { Input, Select, useToast } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PRODUCT_FORM_ERRORS, PRODUCT_TOASTS } from './product-errors';
import { CategoryPicker } from './category-picker';
import { toCategoryOptions } from './category-options';
import { AVAILABILITIES, PRODUCT_FIELD_LIMITS, productFormSchema, type ProductFormValues } from './product-form-schema';
import { categoriesQueryOptions } from './product-queries';
import type { AdminProduct } from './products-api';
import { useProductsFeatureApi } from './products-api-context';
import { slugify } from '@shop/domain';

const m = ru.adminProducts.form;
const resolver = valibotResolver(productFormSchema);

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  mode: 'create' | 'update';
  defaultValues: ProductFormValues;
  /** Saves the values; a rejection is shown beside the fields it concerns, or as a toast. */
  onSubmit: (values: ProductFormValues) => Promise<AdminProduct>;
  /** Runs after a save once the form is clean again, so a navigation is not held by the unsaved-changes guard. */
  onSaved?: (product: AdminProduct) => void;
}

/**
 * The product's main form (create and update). The slug follows the title (Russian transliterated)
 * until the admin edits it; API errors go back to their fields (27 article, 8 slug) or to a toast.
 */
export function ProductForm({ mode, defaultValues, onSubmit, onSaved }: ProductFormProps) {
  const toast = useToast();
  const { lookups } = useProductsFeatureApi();
  const categories = useQuery(categoriesQueryOptions(lookups));
  // A new product's slug is derived until touched; an existing one is never rewritten behind the admin's back.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(mode === 'create' && defaultValues.slug === '');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProductFormValues>({ defaultValues, resolver });
  useUnsavedChangesGuard(isDirty);

  const categoryIdList = watch('categoryIdList');
  const description = watch('description');
  const primaryCategoryId = watch('primaryCategoryId');
  const options = categories.data ? toCategoryOptions(categories.data) : undefined;
  const chosen = (options ?? []).filter((option) => categoryIdList.includes(option.id));

  const submit = handleSubmit(async (values) => {
    try {
      const product = await onSubmit(values);
      toast.success();
      reset(values);
      onSaved?.(product);
    } catch (error) {
      showSaveProblem(error, { setError, toastError: toast.error }, PRODUCT_FORM_ERRORS, PRODUCT_TOASTS);
    }
  });

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) setValue('slug', slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register('slug', {
    // An emptied slug goes back to following the title.
    onChange: (event: { target: { value: string } }) => setSlugFollowsTitle(event.target.value.trim() === ''),
  });

  return (
    <form className="admin-product-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-form-grid">
        <Input
          label={m.title}
          required
          maxLength={PRODUCT_FIELD_LIMITS.title}
          error={errors.title?.message}
          wrapperClassName="admin-product-form__wide"
          {...titleField}
        />
        <Input
          label={m.slug}
          required
          maxLength={PRODUCT_FIELD_LIMITS.slug}
          hint={m.slugHint}
          error={errors.slug?.message}
          autoComplete="off"
          {...slugField}
        />
        <Input
          label={m.article}
          required
          maxLength={PRODUCT_FIELD_LIMITS.article}
          error={errors.article?.message}
          autoComplete="off"
          {...register('article')}
        />
        <Input
          label={m.basePrice}
          required
          inputMode="decimal"
          hint={m.basePriceHint}
          error={errors.basePrice?.message}
          autoComplete="off"
          {...register('basePrice')}
        />
        <Select label={m.availability} error={errors.availability?.message} {...register('availability')}>
          {AVAILABILITIES.map((availability) => (
            <option key={availability} value={availability}>
              {ru.adminProducts.availability[availability]}
            </option>
          ))}
        </Select>
      </div>
      <RichTextEditor
        label={m.description}
        hint={m.descriptionHint}
        previewLabel={m.descriptionPreview}
        value={description}
        error={errors.description?.message}
        onFormat={(text) => setValue('description', text, { shouldDirty: true })}
        {...register('description')}
      />
      <div className="admin-form-grid">
        <CategoryPicker
          options={options}
          loading={categories.isPending}
          failed={categories.isError}
          selected={categoryIdList}
          error={errors.categoryIdList?.message}
          onChange={(next) => setValue('categoryIdList', next, { shouldDirty: true, shouldValidate: true })}
        />
        {/* Controlled: its options arrive with the categories, after the form has its value. */}
        <Select
          label={m.primaryCategory}
          hint={m.primaryCategoryHint}
          disabled={chosen.length === 0}
          value={primaryCategoryId}
          onChange={(event) => setValue('primaryCategoryId', event.target.value, { shouldDirty: true })}
        >
          <option value="">{m.primaryCategoryNone}</option>
          {chosen.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="admin-product-form__section">
        <legend>{m.seoSection}</legend>
        <div className="admin-form-grid">
          <Input
            label={m.seoTitle}
            maxLength={PRODUCT_FIELD_LIMITS.seoTitle}
            error={errors.seoTitle?.message}
            {...register('seoTitle')}
          />
          <Input
            label={m.seoDescription}
            maxLength={PRODUCT_FIELD_LIMITS.seoDescription}
            error={errors.seoDescription?.message}
            {...register('seoDescription')}
          />
        </div>
      </fieldset>
      <FormActions submitLabel={mode === 'create' ? m.submitCreate : m.submitUpdate} saving={isSubmitting} />
    </form>
  );
}
