/** Strings of the admin's rich-text editor (product descriptions, content pages): its formatting buttons and preview. */
export const adminRichText = {
  paragraph: 'Абзац',
  heading: 'Заголовок',
  subheading: 'Подзаголовок',
  bold: 'Жирный',
  italic: 'Курсив',
  list: 'Список',
  link: 'Ссылка',
  edit: 'Текст',
  preview: 'Предпросмотр',
  previewEmpty: 'Текст пуст',
} as const;
