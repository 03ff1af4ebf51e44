/** Checks of a company's requisites (checkout, integrator requests): what is wrong with each field. */
export const requisites = {
  innLength: 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)',
  innChecksum: 'ИНН указан с ошибкой: не сходится контрольное число',
  kppRequired: 'Укажите КПП: он есть у каждой организации',
  kppFormat: 'КПП состоит из 9 символов: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
  kppForSoleProprietor: 'У ИП нет КПП: оставьте поле пустым',
  ogrnLength: 'ОГРН организации состоит из 13 цифр',
  ogrnipLength: 'ОГРНИП состоит из 15 цифр',
  ogrnChecksum: 'ОГРН указан с ошибкой: не сходится контрольное число',
  bikFormat: 'БИК состоит из 9 цифр и начинается с 04',
  accountFormat: 'Номер счёта состоит из 20 цифр',
  accountNeedsBik: 'Укажите БИК банка: по нему проверяется номер счёта',
  checkingAccountKey: 'Расчётный счёт не соответствует БИК: проверьте счёт и БИК',
  correspondentAccountPrefix: 'Корреспондентский счёт начинается с 30101',
  correspondentAccountKey: 'Корреспондентский счёт не соответствует БИК',
  edoParticipantIdFormat:
    'Идентификатор участника ЭДО начинается с кода оператора (2 и ещё два знака, например 2BM) и содержит до 46 латинских букв, цифр и дефисов',
} as const;
