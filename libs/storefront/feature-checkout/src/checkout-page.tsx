import { unwrap } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { useSession } from '@shop/session';
import { failureToastText, useApi } from '@shop/storefront-data-access';
import { EmptyState } from '@shop/storefront-ui-cart';
import { SmartLink } from '@shop/storefront-ui-layout';
import { Button, Input, RadioGroup, Textarea, useToast } from '@shop/ui-kit';
import { useId, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CHECK_VIOLATION_TEXT,
  checkoutDefaults,
  checkoutFailure,
  checkoutProblems,
  isSoleProprietorInn,
  lineBlock,
  newIdempotencyKey,
  toCheckoutRequest,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-values';
import { CartLines, CheckoutTotals, LoadingNote, ProblemNotice, type Problem } from './checkout-parts';

const t = ru.storefrontOrders.checkout;
const f = ru.storefrontOrders.fields;
const p = ru.storefrontOrders.problems;

type Cart = Schema<'Cart'>;

/** What /checkout renders from: the loader's prefill and the tab's cart. */
export interface CheckoutPageProps {
  /** The form's starting values (`getCheckoutPrefill`); null when they could not be loaded (the profile is used). */
  prefill: Schema<'CheckoutPrefill'> | null;
  /**
   * The tab's cart and whether it is being loaded. The cart store belongs to the cart feature, so the app's route
   * reads it and passes it in.
   */
  cart: Cart | null;
  cartLoading: boolean;
  /** Loads the tab's cart again (after an order, the cart is empty; after code 14 or 15 it changed). */
  reloadCart: () => unknown;
}

/** The form's errors from {@link checkoutProblems}, nested by path as react-hook-form keeps them. */
const resolver: Resolver<CheckoutValues> = async (values) => {
  const problems = checkoutProblems(values);
  if (problems.length === 0) return { values, errors: {} };
  const errors: Record<string, Record<string, unknown>> = {};
  for (const { field, message } of problems) {
    const [group, key] = field.split('.') as [string, string | undefined];
    if (key === undefined) errors[group] = { type: 'validate', message };
    else errors[group] = { ...errors[group], [key]: { type: 'validate', message } };
  }
  return { values: {}, errors: errors as FieldErrors<CheckoutValues> };
};

/** The message of a field's error, if any. */
function errorOf(errors: FieldErrors<CheckoutValues>, field: CheckoutField): string | undefined {
  const [group, key] = field.split('.') as [keyof CheckoutValues, string | undefined];
  const node = errors[group] as Record<string, { message?: unknown }> | { message?: unknown } | undefined;
  const error =
    key === undefined
      ? (node as { message?: unknown } | undefined)
      : (node as Record<string, { message?: unknown }> | undefined)?.[key];
  return typeof error?.message === 'string' ? error.message : undefined;
}

/**
 * /checkout: who pays (an individual, or a company with its requisites checked as a bank checks them, so a wrong ИНН
 * is refused before the API sees it), the contact (pre-filled), delivery and comment, the cart's lines and sums with
 * the free-shipping state, and «Подтвердить заказ». The submit cannot go twice: it is disabled and busy while the
 * request runs, and one Idempotency-Key serves every retry of this form. The API's refusals go where they belong:
 * code 12 beside the fields, 20 at the phone, 14 on the lines, 15, 18 and 32 beside the button with a way on, the rest
 * a toast. An order made reloads the cart (now empty) and opens `/checkout/{id}/success`.
 */
export function CheckoutPage({ prefill, cart, cartLoading, reloadCart }: CheckoutPageProps) {
  const [placed, setPlaced] = useState(false);
  const lines = cart?.cartProductList ?? [];
  let content;
  if (placed) content = <LoadingNote text={t.placed} />;
  else if (cart && lines.length > 0)
    content = <CheckoutForm prefill={prefill} cart={cart} reloadCart={reloadCart} onPlaced={() => setPlaced(true)} />;
  else if (cartLoading) content = <LoadingNote text={t.loading} />;
  else content = <EmptyState title={t.emptyTitle} text={t.emptyText} />;
  return (
    <div className="sf-container sf-checkout">
      <h1 className="sf-checkout__title">{t.title}</h1>
      {content}
    </div>
  );
}

interface CheckoutFormProps {
  prefill: Schema<'CheckoutPrefill'> | null;
  cart: Cart;
  reloadCart: () => unknown;
  onPlaced: () => void;
}

function CheckoutForm({ prefill, cart, reloadCart, onPlaced }: CheckoutFormProps) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const formId = useId();
  const [defaultValues] = useState(() => checkoutDefaults(prefill, user));
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<CheckoutValues>({ defaultValues, resolver });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  // One key for every retry of this form's submission; a ref, so a second submit in the same tick sees the first.
  const idempotencyKey = useRef<string | null>(null);
  const inFlight = useRef(false);

  const payerType = watch('payerType');
  const method = watch('delivery.method');
  const inn = watch('company.inn');
  const soleProprietor = isSoleProprietorInn(inn);
  const innDigits = inn.trim().length;

  const blocks = new Map(
    cart.cartProductList.flatMap((line) => {
      const block = lineBlock(line, refused);
      return block === null ? [] : [[line.product.id, block] as const];
    }),
  );

  async function submit(values: CheckoutValues): Promise<void> {
    if (inFlight.current) return;
    if (blocks.size > 0) {
      setProblem({ kind: 'unavailable', productIds: [...blocks.keys()], reasons: [] });
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setProblem(null);
    idempotencyKey.current ??= newIdempotencyKey();
    let order: Schema<'Order'> | null = null;
    try {
      order = unwrap(
        await api.POST('/api/v1/checkout', {
          body: toCheckoutRequest(values),
          params: { header: { 'Idempotency-Key': idempotencyKey.current } },
        }),
      ).payload.order;
    } catch (error) {
      refuse(error);
    }
    if (!order) {
      inFlight.current = false;
      setSubmitting(false);
      return;
    }
    onPlaced();
    // The order emptied the cart: the header's badge and the store learn it before the next page shows.
    await Promise.resolve(reloadCart()).catch(() => null);
    void navigate(`/checkout/${encodeURIComponent(order.id)}/success`);
  }

  function refuse(error: unknown): void {
    const failure = checkoutFailure(error);
    switch (failure.kind) {
      case 'toast':
        toast.error(failureToastText('checkout', error));
        return;
      case 'fields':
        failure.fields.forEach(({ field, message }, index) =>
          setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (failure.unplaced) toast.error(CHECK_VIOLATION_TEXT);
        if (failure.fields.length > 0) setProblem(failure);
        return;
      case 'no-phone':
        setError('contact.phone', { type: 'server', message: p.noPhone }, { shouldFocus: true });
        setProblem(failure);
        return;
      case 'unavailable':
        setRefused(new Set(failure.productIds));
        setProblem(failure);
        void Promise.resolve(reloadCart()).catch(() => null);
        return;
      case 'empty-cart':
        setProblem(failure);
        void Promise.resolve(reloadCart()).catch(() => null);
        return;
      default:
        setProblem(failure);
    }
  }

  const onSubmit = handleSubmit(submit, () => setProblem({ kind: 'fields', fields: [], unplaced: false }));
  const field = (name: CheckoutField) => ({ ...register(name), error: errorOf(errors, name) });

  return (
    <>
      {user && !user.emailIsConfirmed ? (
        <p className="sf-checkout__note">
          {p.emailNotConfirmed} <SmartLink to="/account/confirm/email">{p.confirmEmail}</SmartLink>
        </p>
      ) : null}
      <CartLines cart={cart} blocks={blocks} />
      <div className="sf-aside-layout sf-checkout__layout">
        <form id={formId} className="sf-checkout__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <RadioGroup
            legend={t.payerLegend}
            options={[
              { value: 'individual', label: ru.orders.payerType.individual },
              { value: 'company', label: ru.orders.payerType.company },
            ]}
            {...register('payerType')}
          />
          {payerType === 'company' ? (
            <fieldset className="sf-checkout__group">
              <legend className="sf-checkout__legend">{t.requisitesLegend}</legend>
              <p className="sf-checkout__lead">{t.requisitesLead}</p>
              <Input
                label={f.companyTitle}
                hint={f.companyTitleHint}
                autoComplete="organization"
                required
                maxLength={300}
                {...field('company.title')}
              />
              <div className="sf-checkout__row">
                <Input
                  label={f.inn}
                  hint={f.innHint}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  maxLength={12}
                  {...field('company.inn')}
                />
                {soleProprietor ? null : (
                  <Input
                    label={f.kpp}
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    maxLength={9}
                    {...field('company.kpp')}
                  />
                )}
              </div>
              <Input
                label={innDigits === 12 ? f.ogrnSoleProprietor : innDigits === 10 ? f.ogrnOrganisation : f.ogrn}
                hint={f.optional}
                inputMode="numeric"
                autoComplete="off"
                maxLength={15}
                {...field('company.ogrn')}
              />
              <Textarea label={f.legalAddress} rows={2} required maxLength={500} {...field('company.legalAddress')} />
              <Input
                label={f.bankName}
                hint={f.optional}
                autoComplete="off"
                maxLength={300}
                {...field('company.bankName')}
              />
              <div className="sf-checkout__row">
                <Input
                  label={f.bik}
                  hint={f.optional}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={9}
                  {...field('company.bik')}
                />
                <Input
                  label={f.checkingAccount}
                  hint={f.optional}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                  {...field('company.checkingAccount')}
                />
              </div>
              <Input
                label={f.correspondentAccount}
                hint={f.optional}
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                {...field('company.correspondentAccount')}
              />
              <div className="sf-checkout__row">
                <Input
                  label={f.edoOperator}
                  hint={f.edoOperatorHint}
                  autoComplete="off"
                  maxLength={200}
                  {...field('company.edoOperator')}
                />
                <Input
                  label={f.edoParticipantId}
                  hint={f.edoParticipantIdHint}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={46}
                  {...field('company.edoParticipantId')}
                />
              </div>
            </fieldset>
          ) : null}
          <fieldset className="sf-checkout__group">
            <legend className="sf-checkout__legend">{t.contactLegend}</legend>
            <p className="sf-checkout__lead">{t.contactLead}</p>
            <Input
              label={f.lastName}
              autoComplete="family-name"
              required
              maxLength={100}
              {...field('contact.lastName')}
            />
            <div className="sf-checkout__row">
              <Input
                label={f.firstName}
                autoComplete="given-name"
                required
                maxLength={100}
                {...field('contact.firstName')}
              />
              <Input
                label={f.middleName}
                hint={f.optional}
                autoComplete="additional-name"
                maxLength={100}
                {...field('contact.middleName')}
              />
            </div>
            <div className="sf-checkout__row">
              <Input
                label={f.phone}
                type="tel"
                autoComplete="tel"
                required
                maxLength={21}
                {...field('contact.phone')}
              />
              <Input
                label={f.email}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={254}
                {...field('contact.email')}
              />
            </div>
          </fieldset>
          <div className="sf-checkout__group">
            <RadioGroup
              legend={t.deliveryLegend}
              options={[
                { value: 'pickup', label: ru.orders.deliveryMethod.pickup },
                { value: 'courier', label: ru.orders.deliveryMethod.courier },
                { value: 'transport_company', label: ru.orders.deliveryMethod.transport_company },
              ]}
              {...register('delivery.method')}
            />
            {method === 'pickup' ? <p className="sf-checkout__lead">{f.pickupHint}</p> : null}
            {method === 'transport_company' ? (
              <Input
                label={f.transportCompany}
                hint={f.transportCompanyHint}
                autoComplete="off"
                required
                maxLength={200}
                {...field('delivery.transportCompany')}
              />
            ) : null}
            {method !== 'pickup' ? (
              <Textarea
                label={method === 'transport_company' ? f.transportAddress : f.address}
                hint={f.addressHint}
                rows={2}
                autoComplete="street-address"
                required
                maxLength={500}
                {...field('delivery.address')}
              />
            ) : null}
          </div>
          <Textarea label={t.commentLabel} hint={t.commentHint} rows={3} maxLength={2000} {...field('comment')} />
        </form>
        <div className="sf-aside-layout__aside sf-checkout__aside">
          <CheckoutTotals cart={cart} />
          {problem ? <ProblemNotice problem={problem} blocks={blocks} /> : null}
          <Button type="submit" form={formId} size="lg" fullWidth loading={submitting} disabled={submitting}>
            {t.submit}
          </Button>
          <p className="sf-checkout__hint">{t.submitHint}</p>
        </div>
      </div>
    </>
  );
}
