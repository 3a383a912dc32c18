/**
 * How a refused field is worded, in each language: the API's messages (`validation.*` of the
 * server's message files) and the back office's form checks (app/admin/form-rules.ts) say the same.
 * `{{label}}` is the field's name, the other variables come from the check (validation-issues.ts).
 */
import type { SpecLang } from './languages.js';

const en_US = {
  required: 'Please enter {{label}}',
  type: '{{label}} is not a valid {{type}}',
  tooShort: '{{label}} must be at least {{min}} characters',
  tooLong: '{{label}} cannot be longer than {{max}} characters',
  tooSmall: '{{label}} cannot be less than {{min}}',
  tooBig: '{{label}} cannot be greater than {{max}}',
  tooFewItems: '{{label}} must have at least {{min}} entries',
  tooManyItems: '{{label}} cannot have more than {{max}} entries',
  pattern: '{{label}} is not valid',
  email: '{{label}} is not a valid email address',
  url: '{{label}} is not a valid URL',
  mediaUrl: '{{label}} must be an absolute http(s) URL or an uploaded file',
  imageFile: '{{label}} must be a picture (JPEG, PNG, WebP, GIF, AVIF, SVG or ICO), not a document',
  // A picture from another site: the Content-Security-Policy lets pages show only these (decision 0014).
  imageHost: '{{label}} must be a picture uploaded here or an https address on a host named in REMOTE_IMAGE_HOSTS',
  oneOf: '{{label}} must be one of {{values}}',
  integer: '{{label}} must be a whole number',
  unknownField: '{{label}} is not a known field',
  pageSize: '{{label}} must be a whole number from 1 to 100',
  // Worded without a verb that agrees with the label: many labels are plural (jobs, offices).
  relatedNotFound: 'A record named in {{label}} does not exist',
  linkNeedsUrl: 'An external article needs an absolute http(s) address in {{label}}',
  altTooLong: 'A text alternative cannot be longer than {{max}} characters',
  idList: '{{label}} must be a list of record numbers separated by commas',
  phone: '{{label}} may contain only digits, spaces and + - ( ) / .',
  account: '{{label}} must be 3 to 64 letters, digits or . _ @ -',
  // A NUL character (PostgreSQL cannot store it in text), refused in every field.
  forbiddenCharacter: 'There is a character in {{label}} that is not allowed',
  oneSelection: 'Choose the items either by {{label}} or by a filter, not both',
  // Preview links (decision 0025).
  previewLanguage: 'The {{label}} of the content must be the one previewed',
  unpublishBeforePublish: '{{label}} must be later than the publish time',
  timeZone: '{{label}} must be a time zone name such as Europe/London',
  // A query field given twice (`?lang=de_DE&lang=en_US`) or a list in a body where one value belongs.
  single: '{{label}} must be one value, not several',
};

/** Every language has every message. */
export type ValidationWords = { [K in keyof typeof en_US]: string };

export const VALIDATION_WORDS: Record<SpecLang, ValidationWords> = {
  en_US,
  de_DE: {
    required: 'Bitte geben Sie {{label}} ein',
    type: '{{label}} ist kein gültiger Wert vom Typ {{type}}',
    tooShort: '{{label}} muss mindestens {{min}} Zeichen lang sein',
    tooLong: '{{label}} darf höchstens {{max}} Zeichen lang sein',
    tooSmall: '{{label}} darf nicht kleiner als {{min}} sein',
    tooBig: '{{label}} darf nicht größer als {{max}} sein',
    tooFewItems: '{{label}} muss mindestens {{min}} Einträge haben',
    tooManyItems: '{{label}} darf höchstens {{max}} Einträge haben',
    pattern: '{{label}} ist nicht gültig',
    email: '{{label}} ist keine gültige E-Mail-Adresse',
    url: '{{label}} ist keine gültige URL',
    mediaUrl: '{{label}} muss eine absolute http(s)-URL oder eine hochgeladene Datei sein',
    imageFile: '{{label}} muss ein Bild sein (JPEG, PNG, WebP, GIF, AVIF, SVG oder ICO), kein Dokument',
    imageHost: '{{label}} muss ein hier hochgeladenes Bild oder eine https-Adresse auf einem in REMOTE_IMAGE_HOSTS genannten Host sein',
    oneOf: '{{label}} muss einer dieser Werte sein: {{values}}',
    integer: '{{label}} muss eine ganze Zahl sein',
    unknownField: '{{label}} ist kein bekanntes Feld',
    pageSize: '{{label}} muss eine ganze Zahl von 1 bis 100 sein',
    relatedNotFound: 'Ein in {{label}} genannter Datensatz existiert nicht',
    linkNeedsUrl: 'Ein externer Artikel braucht in {{label}} eine absolute http(s)-Adresse',
    altTooLong: 'Ein Alternativtext darf höchstens {{max}} Zeichen lang sein',
    idList: '{{label}} muss eine durch Kommas getrennte Liste von Datensatznummern sein',
    phone: '{{label}} darf nur Ziffern, Leerzeichen und + - ( ) / . enthalten',
    account: '{{label}} muss aus 3 bis 64 Buchstaben, Ziffern oder . _ @ - bestehen',
    forbiddenCharacter: 'In {{label}} steht ein Zeichen, das nicht erlaubt ist',
    oneSelection: 'Wählen Sie die Einträge entweder über {{label}} oder über einen Filter, nicht beides',
    // Vorschau-Links (Entscheidung 0025).
    previewLanguage: 'Die {{label}} des Inhalts muss die der Vorschau sein',
    unpublishBeforePublish: '{{label}} muss nach der Veröffentlichungszeit liegen',
    timeZone: '{{label}} muss der Name einer Zeitzone sein, etwa Europe/Berlin',
    single: '{{label}} muss ein einzelner Wert sein, nicht mehrere',
  },
  zh_CN: {
    required: '请输入{{label}}',
    type: '{{label}}不是有效的{{type}}',
    tooShort: '{{label}}至少需要 {{min}} 个字符',
    tooLong: '{{label}}不能超过 {{max}} 个字符',
    tooSmall: '{{label}}不能小于 {{min}}',
    tooBig: '{{label}}不能大于 {{max}}',
    tooFewItems: '{{label}}至少需要 {{min}} 项',
    tooManyItems: '{{label}}不能超过 {{max}} 项',
    pattern: '{{label}}无效',
    email: '{{label}}不是有效的邮箱地址',
    url: '{{label}}不是有效的网址',
    mediaUrl: '{{label}}必须是 http(s) 绝对网址或已上传的文件',
    imageFile: '{{label}}必须是图片（JPEG、PNG、WebP、GIF、AVIF、SVG 或 ICO），不能是文档',
    imageHost: '{{label}}必须是在本站上传的图片，或 REMOTE_IMAGE_HOSTS 所列主机上的 https 地址',
    oneOf: '{{label}}必须是以下值之一：{{values}}',
    integer: '{{label}}必须是整数',
    unknownField: '{{label}}不是已知字段',
    pageSize: '{{label}}必须是 1 到 100 之间的整数',
    relatedNotFound: '{{label}}指向的记录不存在',
    linkNeedsUrl: '外部文章的{{label}}必须是 http(s) 绝对网址',
    altTooLong: '替代文字不能超过 {{max}} 个字符',
    idList: '{{label}}必须是以逗号分隔的记录编号列表',
    phone: '{{label}}只能包含数字、空格和 + - ( ) / .',
    account: '{{label}}必须为 3 到 64 个字母、数字或 . _ @ -',
    forbiddenCharacter: '{{label}}包含不允许的字符',
    oneSelection: '请通过{{label}}或筛选条件之一选择条目，不能同时使用',
    // 预览链接（决定 0025）。
    previewLanguage: '内容的{{label}}必须与所预览的语言一致',
    unpublishBeforePublish: '{{label}}必须晚于发布时间',
    timeZone: '{{label}}必须是时区名称，例如 Asia/Shanghai',
    single: '{{label}}只能有一个值，不能有多个',
  },
};
