import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { formatDate, formatMoney } from '@shop/i18n-ru';

/**
 * Closing documents of the demo orders as small real PDFs, so the order desk and the buyer's account have files to
 * show and download. A shop uploads the ones its accounting (1С) prints; these only stand in for them.
 */

/** The kinds the demo attaches: a УПД for every shipped company order, a ТН when a transport company carried it. */
export type DemoDocumentKind = 'upd' | 'consignment_note';

export interface DemoDocumentInput {
  kind: DemoDocumentKind;
  number: number;
  date: Date;
  seller: { title: string; inn: string; kpp: string; legalAddress: string };
  buyer: { title: string; inn: string; kpp: string | null; legalAddress: string };
  lines: { article: string; title: string; quantity: number; price: string; total: string }[];
  total: string;
  carrier: string | null;
}

const HEADINGS: Readonly<Record<DemoDocumentKind, string>> = {
  upd: 'Универсальный передаточный документ',
  consignment_note: 'Транспортная накладная',
};

/** The document's title as the order shows it: «УПД № 1003 от 12.11.2026». */
export function demoDocumentTitle(input: Pick<DemoDocumentInput, 'kind' | 'number' | 'date'>): string {
  const short = input.kind === 'upd' ? 'УПД' : 'ТН';
  return `${short} № ${input.number} от ${formatDate(input.date)}`;
}

interface Pdfmake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  createPdf(document: object): { getBuffer(): Promise<Buffer> };
}

let pdfmake: Pdfmake | undefined;

/** pdfmake with the API's DejaVu Sans (Cyrillic), read from the API's assets as files: an app cannot be imported. */
function configured(): Pdfmake {
  if (pdfmake === undefined) {
    const font = (file: string) => fileURLToPath(new URL(`../../../apps/api/assets/fonts/${file}`, import.meta.url));
    const [regular, bold] = [font('DejaVuSans.ttf'), font('DejaVuSans-Bold.ttf')];
    pdfmake = createRequire(import.meta.url)('pdfmake') as Pdfmake;
    pdfmake.setFonts({ DejaVuSans: { normal: regular, bold, italics: regular, bolditalics: bold } });
    pdfmake.setUrlAccessPolicy(() => false);
  }
  return pdfmake;
}

/** A one-page A4 PDF: heading, parties, the lines and the total. */
export async function renderDemoDocument(input: DemoDocumentInput): Promise<Buffer> {
  const party = (label: string, p: DemoDocumentInput['buyer']) => ({
    text: [
      { text: `${label}: `, bold: true },
      [p.title, `ИНН ${p.inn}`, p.kpp && `КПП ${p.kpp}`, p.legalAddress].filter(Boolean).join(', '),
    ],
    margin: [0, 2, 0, 2],
  });
  const document = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: demoDocumentTitle(input) },
    defaultStyle: { font: 'DejaVuSans', fontSize: 9 },
    content: [
      { text: `${HEADINGS[input.kind]} № ${input.number} от ${formatDate(input.date)} г.`, bold: true, fontSize: 13 },
      { text: 'Демонстрационный документ', color: '#64748b', margin: [0, 2, 0, 10] },
      party('Продавец (грузоотправитель)', input.seller),
      party('Покупатель (грузополучатель)', input.buyer),
      ...(input.carrier ? [{ text: [{ text: 'Перевозчик: ', bold: true }, input.carrier], margin: [0, 2, 0, 2] }] : []),
      {
        margin: [0, 10, 0, 6],
        table: {
          headerRows: 1,
          widths: [70, '*', 40, 70, 80],
          body: [
            ['Артикул', 'Наименование', 'Кол-во', 'Цена', 'Сумма'].map((text) => ({ text, bold: true })),
            ...input.lines.map((l) => [
              l.article,
              l.title,
              `${l.quantity} шт`,
              { text: formatMoney(l.price), alignment: 'right' },
              { text: formatMoney(l.total), alignment: 'right' },
            ]),
          ],
        },
      },
      { text: `Всего к оплате: ${formatMoney(input.total)}`, bold: true, alignment: 'right' },
    ],
  };
  return configured().createPdf(document).getBuffer();
}
