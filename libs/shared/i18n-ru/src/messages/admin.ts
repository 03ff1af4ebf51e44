/**
 * Strings of the admin app (owned by the admin), one export a section: the dictionary exports the module as the
 * namespace `ru.admin`, so the sign-in screen's chunk carries the sections it reads, not the whole back office's.
 */

/** Short name of the back office, used in the header and the dashboard title. */
export const title = 'Админка';

export const nav = {
  label: 'Разделы админки',
  orders: 'Заказы',
  categories: 'Категории',
  products: 'Товары',
  users: 'Пользователи',
  customerGroups: 'Группы клиентов',
  attributes: 'Атрибуты',
  attributeGroups: 'Группы атрибутов',
  integratorRequests: 'Заявки интеграторов',
  siteSettings: 'Настройки сайта',
} as const;

export const menu = {
  open: 'Открыть меню',
  close: 'Закрыть меню',
} as const;

export const guard = {
  checking: 'Проверяем доступ…',
} as const;

export const auth = {
  loginTitle: 'Вход в админку',
  loginIntro: 'Войдите учётной записью администратора.',
  email: 'Электронная почта',
  password: 'Пароль',
  submit: 'Войти',
  signOut: 'Выйти',
  signingOut: 'Выходим…',
  emailRequired: 'Укажите электронную почту',
  emailInvalid: 'Проверьте адрес электронной почты',
  passwordRequired: 'Укажите пароль',
  notAdmin: 'У этой учётной записи нет доступа к админке. Войдите учётной записью администратора.',
  loginFailed: 'Не удалось войти. Повторите попытку.',
  toStorefront: 'Перейти в магазин',
} as const;

export const unsavedChanges = {
  confirm: 'На странице есть несохранённые изменения. Уйти без сохранения?',
} as const;

export const table = {
  scrollHint: 'Таблицу можно прокрутить вбок',
} as const;

export const pagination = {
  label: 'Страницы',
  previous: 'Назад',
  next: 'Вперёд',
  pageOf: 'Страница {page} из {pages}',
  total: 'Всего: {total}',
  perPage: 'На странице',
} as const;

export const users = {
  tableLabel: 'Список пользователей',
  searchLabel: 'Поиск',
  searchPlaceholder: 'Почта, имя, телефон или компания',
  create: 'Добавить пользователя',
  loadFailed: 'Не удалось загрузить пользователей.',
  userLoadFailed: 'Не удалось загрузить пользователя.',
  notFound: 'Пользователь не найден.',
  missingId: 'Не указан пользователь: откройте его из списка.',
  toList: 'К списку пользователей',
  columns: {
    email: 'Почта',
    name: 'Имя',
    phone: 'Телефон',
    company: 'Компания',
    role: 'Роль',
    active: 'Активен',
    emailConfirmed: 'Почта подтверждена',
    createdAt: 'Создан',
  },
  roles: {
    root: 'Администратор',
    customer: 'Покупатель',
    guest: 'Гость',
  },
  genders: {
    none: 'Не указан',
    male: 'Мужской',
    female: 'Женский',
  },
  tabs: {
    label: 'Разделы пользователя',
    main: 'Основное',
    relations: 'Связи',
  },
  form: {
    email: 'Электронная почта',
    password: 'Пароль',
    passwordKeep: 'Оставьте пустым, чтобы не менять пароль',
    lastName: 'Фамилия',
    firstName: 'Имя',
    middleName: 'Отчество',
    phone: 'Телефон',
    phoneHint: 'Например, +7 912 345-67-89',
    companyTitle: 'Компания',
    position: 'Должность',
    gender: 'Пол',
    role: 'Роль',
    isActive: 'Активен (может входить)',
    emailIsConfirmed: 'Почта подтверждена',
    submitCreate: 'Создать',
    submitUpdate: 'Сохранить',
    emptyClearsHint: 'Очистите поле и сохраните, чтобы удалить его значение.',
    emailRequired: 'Укажите электронную почту',
    emailInvalid: 'Проверьте адрес электронной почты',
    passwordRequired: 'Укажите пароль',
    passwordTooShort: 'Пароль должен быть не короче 8 символов',
    passwordTooLong: 'Пароль должен быть не длиннее 128 символов',
    phoneInvalid: 'Телефон: от 7 до 20 цифр, можно «+», пробелы, скобки и дефисы',
    tooLong: 'Не больше {max} символов',
  },
  relations: {
    createdFirst: 'Связи появятся после создания пользователя: сначала сохраните его на вкладке «Основное».',
    customerGroup: 'Группа клиентов',
    customerGroupNone: 'Не назначена',
    customerGroupNote: 'Состав групп меняется в разделе «Группы клиентов».',
    integratorRequest: 'Последняя заявка интегратора',
    integratorRequestNone: 'Заявок нет',
    requisites: 'Реквизиты',
    requisitesNone: 'Не загружены',
    download: 'Скачать реквизиты',
  },
  integratorStatuses: {
    pending: 'На рассмотрении',
    confirmed: 'Одобрена',
    rejected: 'Отклонена',
    'self-denial': 'Отозвана пользователем',
  },
} as const;

export const notFound = {
  text: 'Такой страницы в админке нет.',
  toDashboard: 'В начало админки',
} as const;

/** Every admin page's heading and title, the route table's too (so the entry chunk needs no feature's strings). */
export const pages = {
  dashboard: 'Админка',
  orderList: 'Заказы',
  orderInfo: 'Заказ',
  categoryList: 'Категории',
  categoryCreate: 'Новая категория',
  categoryUpdate: 'Редактирование категории',
  categoryProductList: 'Товары категории',
  productList: 'Товары',
  productCreate: 'Новый товар',
  productCreateRelations: 'Новый товар: связи',
  productCreateAttributes: 'Новый товар: атрибуты',
  productCreateMultimedia: 'Новый товар: мультимедиа',
  productCreateGroupPrice: 'Новый товар: цены для групп',
  productUpdate: 'Редактирование товара',
  productUpdateRelations: 'Редактирование товара: связи',
  productUpdateAttributes: 'Редактирование товара: атрибуты',
  productUpdateMultimedia: 'Редактирование товара: мультимедиа',
  media: 'Медиатека',
  productUpdateGroupPrice: 'Редактирование товара: цены для групп',
  userList: 'Пользователи',
  userCreate: 'Новый пользователь',
  userCreateRelations: 'Новый пользователь: связи',
  userUpdate: 'Редактирование пользователя',
  userUpdateRelations: 'Редактирование пользователя: связи',
  customerGroupList: 'Группы клиентов',
  customerGroupCreate: 'Новая группа клиентов',
  customerGroupUpdate: 'Редактирование группы клиентов',
  siteSettings: 'Настройки сайта',
  attributeList: 'Атрибуты',
  attributeUpsert: 'Атрибут',
  attributeGroupList: 'Группы атрибутов',
  attributeGroupUpsert: 'Группа атрибутов',
  integratorRequestList: 'Заявки интеграторов',
} as const;
