import type { Schema } from '@shop/api-contract';
import { personName } from '@shop/domain';
import { ru } from '@shop/i18n-ru';

const f = ru.storefrontOrders.fields;
const d = ru.storefrontOrders.details;

type Row = readonly [label: string, value: string | null];

/** Label and value pairs as a description list; rows without a value are left out. */
function Facts({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className="sf-order-facts">
      {rows
        .filter((row): row is readonly [string, string] => row[1] !== null && row[1].trim() !== '')
        .map(([label, value]) => (
          <div key={label} className="sf-order-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Who pays: an individual, or a company with its requisites (ОГРН or ОГРНИП by the ИНН's length). */
export function PayerFacts({
  payerType,
  company,
}: {
  payerType: Schema<'PayerType'>;
  company: Schema<'CompanyRequisites'> | null;
}) {
  const rows: Row[] = [[d.payerType, ru.orders.payerType[payerType]]];
  if (payerType === 'company' && company) {
    rows.push(
      [f.companyTitle, company.title],
      [f.inn, company.inn],
      [f.kpp, company.kpp],
      [company.inn.length === 12 ? f.ogrnSoleProprietor : f.ogrnOrganisation, company.ogrn],
      [f.legalAddress, company.legalAddress],
      [f.bankName, company.bankName],
      [f.bik, company.bik],
      [f.checkingAccount, company.checkingAccount],
      [f.correspondentAccount, company.correspondentAccount],
      [f.edoOperator, company.edoOperator ?? null],
      [f.edoParticipantId, company.edoParticipantId ?? null],
    );
  }
  return <Facts rows={rows} />;
}

/** The order's contact person: full name, phone, e-mail. */
export function ContactFacts({ contact }: { contact: Schema<'OrderContact'> }) {
  const name = personName(contact);
  return (
    <Facts
      rows={[
        [d.name, name],
        [d.phone, contact.phone],
        [d.email, contact.email],
      ]}
    />
  );
}

/** How the order travels: the method, the transport company and the address (none for pickup). */
export function DeliveryFacts({ delivery }: { delivery: Schema<'Delivery'> }) {
  return (
    <Facts
      rows={[
        [d.method, ru.orders.deliveryMethod[delivery.method]],
        [d.transportCompany, delivery.method === 'transport_company' ? delivery.transportCompany : null],
        [d.address, delivery.method === 'pickup' ? null : delivery.address],
      ]}
    />
  );
}
