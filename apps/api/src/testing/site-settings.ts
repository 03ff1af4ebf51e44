/** Real-format requisites of a seller that pass every bank check (the demo seed's), for the site settings' `seller`. */
export const VALID_SELLER = {
  title: 'ООО «ТахоСнаб»',
  inn: '7728168971',
  kpp: '772801001',
  ogrn: '1027700067328',
  legalAddress: '117342, г. Москва, ул. Бутлерова, д. 17, офис 305',
  bankName: 'АО «АЛЬФА-БАНК», г. Москва',
  bik: '044525593',
  checkingAccount: '40702810801300012345',
  correspondentAccount: '30101810200000000593',
  phone: '+7 (495) 123-45-67',
  director: 'Смирнов А. В.',
  accountant: 'Кузнецова Е. П.',
} as const;
