import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';

const t = ru.storefrontContent.seller;

/** The seller's requisites as rows of label and value, in an invoice's order; empty fields are left out. */
export function sellerRows(seller: Schema<'SellerRequisites'>): [label: string, value: string][] {
  const rows: [string, string | null][] = [
    [t.name, seller.title],
    [t.inn, seller.inn],
    [t.kpp, seller.kpp],
    // A sole proprietor's state registration number has 15 digits (ОГРНИП), an organisation's 13 (ОГРН).
    [seller.ogrn?.length === 15 ? t.ogrnip : t.ogrn, seller.ogrn],
    [t.legalAddress, seller.legalAddress],
    [t.bankName, seller.bankName],
    [t.bik, seller.bik],
    [t.checkingAccount, seller.checkingAccount],
    [t.correspondentAccount, seller.correspondentAccount],
    [t.phone, seller.phone],
    [t.director, seller.director],
    [t.accountant, seller.accountant],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1].trim() !== '');
}

/** The contact page's block of the seller's requisites (the same the invoices print). */
export function SellerRequisites({ seller }: { seller: Schema<'SellerRequisites'> }) {
  return (
    <section className="sf-content-page__requisites" aria-labelledby="seller-requisites-title">
      <h2 id="seller-requisites-title">{t.title}</h2>
      <p className="sf-content-page__lead">{t.lead}</p>
      <dl className="sf-requisites">
        {sellerRows(seller).map(([label, value]) => (
          <div key={label} className="sf-requisites__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
