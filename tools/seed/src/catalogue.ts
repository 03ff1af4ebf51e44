import type { Prng } from '@shop/tools-kit';

/** A category of the seeded tree. */
export interface CategorySeed {
  slug: string;
  title: string;
  description: string;
  children?: CategorySeed[];
}

/** The category tree of a tachograph and telematics parts shop. */
export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    slug: 'tahografy',
    title: 'Тахографы',
    description: 'Цифровые тахографы с блоком СКЗИ и для ЕСТР, для грузового и пассажирского транспорта.',
    children: [
      { slug: 'tahografy-skzi', title: 'Тахографы с СКЗИ', description: 'Тахографы для перевозок по России.' },
      { slug: 'tahografy-estr', title: 'Тахографы ЕСТР', description: 'Тахографы для международных перевозок.' },
    ],
  },
  {
    slug: 'karty-tahografa',
    title: 'Карты тахографа',
    description: 'Карты водителя, предприятия, мастерской и контролёра.',
    children: [
      { slug: 'karty-voditelya', title: 'Карты водителя', description: 'Персональные карты водителя.' },
      {
        slug: 'karty-predpriyatiya',
        title: 'Карты предприятия',
        description: 'Карты для выгрузки данных предприятием.',
      },
    ],
  },
  {
    slug: 'bloki-skzi',
    title: 'Блоки СКЗИ',
    description: 'Блоки средств криптографической защиты информации для тахографов.',
  },
  { slug: 'gps-glonass-trekery', title: 'GPS/ГЛОНАСС трекеры', description: 'Терминалы мониторинга транспорта.' },
  {
    slug: 'datchiki-urovnya-topliva',
    title: 'Датчики уровня топлива',
    description: 'Ёмкостные датчики уровня топлива.',
  },
  { slug: 'kabeli-i-razemy', title: 'Кабели и разъёмы', description: 'Кабели питания, интерфейсные кабели, разъёмы.' },
  {
    slug: 'rashodnye-materialy',
    title: 'Расходные материалы',
    description: 'Термобумага, пломбы и другие расходные материалы.',
    children: [
      { slug: 'termobumaga', title: 'Термобумага', description: 'Рулоны бумаги для печати тахографа.' },
      { slug: 'plomby', title: 'Пломбы', description: 'Пломбы для тахографов и датчиков.' },
    ],
  },
];

/** Attribute types as the schema names them. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'enum';

/** An attribute of the seed, in a group. */
export interface AttributeSeed {
  key: string;
  group: string;
  title: string;
  type: AttributeType;
  unit: string | null;
  filterable: boolean;
  options?: string[];
}

/** Attribute groups, in display order. */
export const ATTRIBUTE_GROUPS = ['Основные', 'Электрические характеристики', 'Габариты и условия'] as const;

/** Attributes with units. */
export const ATTRIBUTES: readonly AttributeSeed[] = [
  {
    key: 'brand',
    group: 'Основные',
    title: 'Производитель',
    type: 'enum',
    unit: null,
    filterable: true,
    options: ['Continental', 'Меркурий', 'Штрих', 'Атол', 'Омникомм', 'Галилео', 'Teltonika', 'Эскорт'],
  },
  { key: 'country', group: 'Основные', title: 'Страна производства', type: 'string', unit: null, filterable: false },
  { key: 'warranty', group: 'Основные', title: 'Гарантия', type: 'number', unit: 'мес', filterable: true },
  {
    key: 'voltage',
    group: 'Электрические характеристики',
    title: 'Напряжение питания',
    type: 'number',
    unit: 'В',
    filterable: true,
  },
  {
    key: 'interface',
    group: 'Электрические характеристики',
    title: 'Интерфейс',
    type: 'enum',
    unit: null,
    filterable: true,
    options: ['CAN', 'RS-485', 'RS-232', 'K-Line', 'USB'],
  },
  {
    key: 'glonass',
    group: 'Электрические характеристики',
    title: 'Поддержка ГЛОНАСС',
    type: 'boolean',
    unit: null,
    filterable: true,
  },
  { key: 'length', group: 'Габариты и условия', title: 'Длина', type: 'number', unit: 'мм', filterable: true },
  { key: 'weight', group: 'Габариты и условия', title: 'Вес', type: 'number', unit: 'г', filterable: false },
  {
    key: 'temperature',
    group: 'Габариты и условия',
    title: 'Минимальная рабочая температура',
    type: 'number',
    unit: '°C',
    filterable: false,
  },
];

/** A value of an attribute for one product. */
export type AttributeValue = { key: string; text?: string; number?: number; boolean?: boolean };

/** A generated product before it gets ids. */
export interface ProductDraft {
  title: string;
  article: string;
  categorySlug: string;
  description: string;
  /** Base price in kopecks. */
  price: bigint;
  availability: 'in_stock' | 'on_order' | 'not_sold';
  featured: boolean;
  attributes: AttributeValue[];
}

interface Template {
  categorySlug: string;
  /** Article prefix, e.g. 'DTCO 4.1' (the first product of the kind keeps it as is). */
  articles: readonly string[];
  titles: readonly string[];
  brands: readonly string[];
  /** Price range in roubles. */
  price: [number, number];
  describe: (title: string) => string;
  attributes: (r: Prng) => AttributeValue[];
}

const country = (r: Prng) => ({ key: 'country', text: r.pick(['Россия', 'Германия', 'Литва', 'Китай', 'Беларусь']) });
const warranty = (r: Prng) => ({ key: 'warranty', number: r.pick([6, 12, 24, 36]) });
const voltage = (r: Prng) => ({ key: 'voltage', number: r.pick([12, 24]) });

const TEMPLATES: readonly Template[] = [
  {
    categorySlug: 'tahografy-skzi',
    articles: ['DTCO 4.1', 'DTCO 3.0', 'Меркурий ТА-001', 'Штрих-Тахо RUS', 'Касби ДТ-20М'],
    titles: ['Тахограф цифровой', 'Тахограф с блоком СКЗИ', 'Тахограф для грузовиков'],
    brands: ['Continental', 'Меркурий', 'Штрих', 'Атол'],
    price: [38000, 62000],
    describe: (t) =>
      `<p>${t} с блоком СКЗИ для перевозок по России. Соответствует приказу Минтранса № 440.</p><ul><li>Печать на термобумаге 57 мм</li><li>Два слота для карт водителя</li></ul>`,
    attributes: (r) => [
      country(r),
      warranty(r),
      voltage(r),
      { key: 'interface', text: r.pick(['CAN', 'K-Line']) },
      { key: 'glonass', boolean: true },
      { key: 'weight', number: r.int(900, 1400) },
      { key: 'temperature', number: -40 },
    ],
  },
  {
    categorySlug: 'tahografy-estr',
    articles: ['DTCO 4.1 ЕСТР', 'VDO DTCO 1381', 'Stoneridge SE5000'],
    titles: ['Тахограф ЕСТР', 'Тахограф для международных перевозок'],
    brands: ['Continental', 'Штрих'],
    price: [45000, 70000],
    describe: (t) => `<p>${t} для международных перевозок по правилам ЕСТР.</p>`,
    attributes: (r) => [
      country(r),
      warranty(r),
      voltage(r),
      { key: 'interface', text: 'CAN' },
      { key: 'glonass', boolean: r.chance(0.5) },
      { key: 'weight', number: r.int(900, 1400) },
    ],
  },
  {
    categorySlug: 'karty-voditelya',
    articles: ['KV-SKZI', 'KV-ESTR', 'KV-NKM'],
    titles: ['Карта водителя СКЗИ', 'Карта водителя ЕСТР', 'Карта водителя для тахографа'],
    brands: ['Атол', 'Штрих'],
    price: [2800, 4900],
    describe: (t) => `<p>${t}. Срок действия 3 года. Изготовление по данным водителя.</p>`,
    attributes: (r) => [country(r), { key: 'warranty', number: 36 }],
  },
  {
    categorySlug: 'karty-predpriyatiya',
    articles: ['KP-SKZI', 'KP-ESTR'],
    titles: ['Карта предприятия', 'Карта предприятия для выгрузки данных'],
    brands: ['Атол', 'Штрих'],
    price: [3200, 5200],
    describe: (t) => `<p>${t}: выгрузка и блокировка данных тахографов предприятия.</p>`,
    attributes: (r) => [country(r), { key: 'warranty', number: 36 }],
  },
  {
    categorySlug: 'bloki-skzi',
    articles: ['НКМ-2.11', 'НКМ-К', 'СКЗИ-НКМ 2.12'],
    titles: ['Блок СКЗИ тахографа', 'Блок СКЗИ НКМ', 'Замена блока СКЗИ'],
    brands: ['Атол', 'Меркурий', 'Штрих'],
    price: [14000, 21000],
    describe: (t) => `<p>${t}. Срок эксплуатации ключей 3 года. Активация в мастерской.</p>`,
    attributes: (r) => [country(r), warranty(r), voltage(r), { key: 'temperature', number: -40 }],
  },
  {
    categorySlug: 'gps-glonass-trekery',
    articles: ['FMB920', 'FMB130', 'Galileosky 7.0', 'ГЛОНАСС-Т 2.0', 'Эскорт ТД-500'],
    titles: ['GPS/ГЛОНАСС трекер', 'Терминал мониторинга транспорта', 'Трекер ГЛОНАСС для грузовиков'],
    brands: ['Teltonika', 'Галилео', 'Эскорт'],
    price: [4500, 18000],
    describe: (t) => `<p>${t} с поддержкой ГЛОНАСС и GPS, передача данных по GSM.</p>`,
    attributes: (r) => [
      country(r),
      warranty(r),
      voltage(r),
      { key: 'interface', text: r.pick(['CAN', 'RS-485', 'RS-232']) },
      { key: 'glonass', boolean: true },
      { key: 'weight', number: r.int(80, 250) },
      { key: 'temperature', number: r.pick([-30, -40]) },
    ],
  },
  {
    categorySlug: 'datchiki-urovnya-topliva',
    articles: ['LLS 5-700', 'LLS 4-1000', 'Эскорт ТД-150', 'ДУТ-Е 485'],
    titles: ['Датчик уровня топлива', 'Ёмкостный датчик уровня топлива', 'ДУТ для бака'],
    brands: ['Омникомм', 'Эскорт'],
    price: [6500, 16000],
    describe: (t) => `<p>${t}. Точность измерения 0,5 %. Обрезается по высоте бака.</p>`,
    attributes: (r) => [
      country(r),
      warranty(r),
      voltage(r),
      { key: 'interface', text: 'RS-485' },
      { key: 'length', number: r.pick([700, 1000, 1500]) },
      { key: 'temperature', number: -40 },
    ],
  },
  {
    categorySlug: 'kabeli-i-razemy',
    articles: ['CAB-DTCO-41', 'K-LINE-2M', 'CAN-RS485', 'ISO-A-8PIN'],
    titles: ['Кабель питания тахографа', 'Кабель K-Line', 'Кабель CAN', 'Разъём ISO для тахографа'],
    brands: ['Continental', 'Омникомм', 'Галилео'],
    price: [350, 2800],
    describe: (t) => `<p>${t}. Медные жилы, оболочка из маслостойкого ПВХ.</p>`,
    attributes: (r) => [
      country(r),
      { key: 'interface', text: r.pick(['CAN', 'K-Line', 'RS-485']) },
      { key: 'length', number: r.pick([500, 1000, 2000, 5000]) },
      { key: 'weight', number: r.int(40, 300) },
    ],
  },
  {
    categorySlug: 'termobumaga',
    articles: ['TB-57-8', 'TB-57-10'],
    titles: ['Термобумага для тахографа 57 мм', 'Рулон термобумаги для тахографа'],
    brands: ['Continental', 'Штрих'],
    price: [90, 260],
    describe: (t) => `<p>${t}. Срок хранения отпечатка не менее 5 лет.</p>`,
    attributes: (r) => [country(r), { key: 'length', number: 57 }],
  },
  {
    categorySlug: 'plomby',
    articles: ['PL-NAK-20', 'PL-SIL-10'],
    titles: ['Пломба наклейка для тахографа', 'Пломба силовая номерная'],
    brands: ['Меркурий'],
    price: [15, 120],
    describe: (t) => `<p>${t}. Индивидуальный номер, защита от вскрытия.</p>`,
    attributes: (r) => [country(r)],
  },
];

const VARIANTS = [
  '',
  'комплект',
  'с установкой',
  'новый',
  'для КАМАЗ',
  'для MAN',
  'для Volvo',
  'для Scania',
  'для автобусов',
  'для спецтехники',
];

/**
 * The `index`-th product of the catalogue. Templates follow each other round-robin, so any size has every
 * kind; the first product of each article keeps the plain article ('DTCO 4.1'), later ones get a
 * numbered suffix so articles stay unique at any size.
 */
export function productDraft(r: Prng, index: number): ProductDraft {
  const template = TEMPLATES[index % TEMPLATES.length] ?? TEMPLATES[0];
  if (template === undefined) throw new Error('no templates');
  const round = Math.floor(index / TEMPLATES.length);
  const articleIndex = round % template.articles.length;
  const baseArticle = template.articles[articleIndex] ?? 'ART';
  const generation = Math.floor(round / template.articles.length);
  const article = generation === 0 ? baseArticle : `${baseArticle}-${String(generation).padStart(4, '0')}`;
  const brand = r.pick(template.brands);
  const variant = r.pick(VARIANTS);
  const title = [r.pick(template.titles), brand, baseArticle, variant].filter((part) => part !== '').join(' ');
  const roubles = r.int(template.price[0], template.price[1]);
  const kopecks = BigInt(roubles) * 100n + BigInt(r.pick([0, 0, 0, 50, 90]));
  return {
    title,
    article,
    categorySlug: template.categorySlug,
    description: template.describe(title),
    price: kopecks,
    availability: r.chance(0.75) ? 'in_stock' : r.chance(0.8) ? 'on_order' : 'not_sold',
    featured: r.chance(0.05),
    attributes: [{ key: 'brand', text: brand }, ...template.attributes(r)],
  };
}

/** Customer groups and their discount from the base price, in percent. */
export const CUSTOMER_GROUPS: readonly { title: string; description: string; discount: number }[] = [
  { title: 'Оптовые покупатели', description: 'Скидка 10 % от базовой цены', discount: 10 },
  { title: 'Сервисные центры', description: 'Скидка 18 % от базовой цены', discount: 18 },
];
