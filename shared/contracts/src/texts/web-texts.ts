import app_zh_CN from './app.zh_CN.json' with { type: 'json' };
import app_en_US from './app.en_US.json' with { type: 'json' };
import app_de_DE from './app.de_DE.json' with { type: 'json' };
import common_zh_CN from './common.zh_CN.json' with { type: 'json' };
import common_en_US from './common.en_US.json' with { type: 'json' };
import common_de_DE from './common.de_DE.json' with { type: 'json' };
import api_zh_CN from './api.zh_CN.json' with { type: 'json' };
import api_en_US from './api.en_US.json' with { type: 'json' };
import api_de_DE from './api.de_DE.json' with { type: 'json' };
import errors_zh_CN from './errors.zh_CN.json' with { type: 'json' };
import errors_en_US from './errors.en_US.json' with { type: 'json' };
import errors_de_DE from './errors.de_DE.json' with { type: 'json' };
import auth_zh_CN from './auth.zh_CN.json' with { type: 'json' };
import auth_en_US from './auth.en_US.json' with { type: 'json' };
import auth_de_DE from './auth.de_DE.json' with { type: 'json' };
import home_zh_CN from './home.zh_CN.json' with { type: 'json' };
import home_en_US from './home.en_US.json' with { type: 'json' };
import home_de_DE from './home.de_DE.json' with { type: 'json' };
import accounts_zh_CN from './accounts.zh_CN.json' with { type: 'json' };
import accounts_en_US from './accounts.en_US.json' with { type: 'json' };
import accounts_de_DE from './accounts.de_DE.json' with { type: 'json' };
import secretCards_zh_CN from './secretCards.zh_CN.json' with { type: 'json' };
import secretCards_en_US from './secretCards.en_US.json' with { type: 'json' };
import secretCards_de_DE from './secretCards.de_DE.json' with { type: 'json' };
import organisation_zh_CN from './organisation.zh_CN.json' with { type: 'json' };
import organisation_en_US from './organisation.en_US.json' with { type: 'json' };
import organisation_de_DE from './organisation.de_DE.json' with { type: 'json' };
import translations_zh_CN from './translations.zh_CN.json' with { type: 'json' };
import translations_en_US from './translations.en_US.json' with { type: 'json' };
import translations_de_DE from './translations.de_DE.json' with { type: 'json' };
import logs_zh_CN from './logs.zh_CN.json' with { type: 'json' };
import logs_en_US from './logs.en_US.json' with { type: 'json' };
import logs_de_DE from './logs.de_DE.json' with { type: 'json' };
import messages_zh_CN from './messages.zh_CN.json' with { type: 'json' };
import messages_en_US from './messages.en_US.json' with { type: 'json' };
import messages_de_DE from './messages.de_DE.json' with { type: 'json' };
import widgets_zh_CN from './widgets.zh_CN.json' with { type: 'json' };
import widgets_en_US from './widgets.en_US.json' with { type: 'json' };
import widgets_de_DE from './widgets.de_DE.json' with { type: 'json' };
import homepageImages_zh_CN from './homepageImages.zh_CN.json' with { type: 'json' };
import homepageImages_en_US from './homepageImages.en_US.json' with { type: 'json' };
import homepageImages_de_DE from './homepageImages.de_DE.json' with { type: 'json' };
import vehicles_zh_CN from './vehicles.zh_CN.json' with { type: 'json' };
import vehicles_en_US from './vehicles.en_US.json' with { type: 'json' };
import vehicles_de_DE from './vehicles.de_DE.json' with { type: 'json' };
import search_zh_CN from './search.zh_CN.json' with { type: 'json' };
import search_en_US from './search.en_US.json' with { type: 'json' };
import search_de_DE from './search.de_DE.json' with { type: 'json' };
import sensitive_zh_CN from './sensitive.zh_CN.json' with { type: 'json' };
import sensitive_en_US from './sensitive.en_US.json' with { type: 'json' };
import sensitive_de_DE from './sensitive.de_DE.json' with { type: 'json' };
import cases_zh_CN from './cases.zh_CN.json' with { type: 'json' };
import cases_en_US from './cases.en_US.json' with { type: 'json' };
import cases_de_DE from './cases.de_DE.json' with { type: 'json' };
import claims_zh_CN from './claims.zh_CN.json' with { type: 'json' };
import claims_en_US from './claims.en_US.json' with { type: 'json' };
import claims_de_DE from './claims.de_DE.json' with { type: 'json' };
import qualityFb_zh_CN from './qualityFb.zh_CN.json' with { type: 'json' };
import qualityFb_en_US from './qualityFb.en_US.json' with { type: 'json' };
import qualityFb_de_DE from './qualityFb.de_DE.json' with { type: 'json' };
import productChange_zh_CN from './productChange.zh_CN.json' with { type: 'json' };
import productChange_en_US from './productChange.en_US.json' with { type: 'json' };
import productChange_de_DE from './productChange.de_DE.json' with { type: 'json' };
import techProve_zh_CN from './techProve.zh_CN.json' with { type: 'json' };
import techProve_en_US from './techProve.en_US.json' with { type: 'json' };
import techProve_de_DE from './techProve.de_DE.json' with { type: 'json' };
import mailList_zh_CN from './mailList.zh_CN.json' with { type: 'json' };
import mailList_en_US from './mailList.en_US.json' with { type: 'json' };
import mailList_de_DE from './mailList.de_DE.json' with { type: 'json' };
import fastApp_zh_CN from './fastApp.zh_CN.json' with { type: 'json' };
import fastApp_en_US from './fastApp.en_US.json' with { type: 'json' };
import fastApp_de_DE from './fastApp.de_DE.json' with { type: 'json' };
import feedback_zh_CN from './feedback.zh_CN.json' with { type: 'json' };
import feedback_en_US from './feedback.en_US.json' with { type: 'json' };
import feedback_de_DE from './feedback.de_DE.json' with { type: 'json' };
import bulletins_zh_CN from './bulletins.zh_CN.json' with { type: 'json' };
import bulletins_en_US from './bulletins.en_US.json' with { type: 'json' };
import bulletins_de_DE from './bulletins.de_DE.json' with { type: 'json' };
import helpDoc_zh_CN from './helpDoc.zh_CN.json' with { type: 'json' };
import helpDoc_en_US from './helpDoc.en_US.json' with { type: 'json' };
import helpDoc_de_DE from './helpDoc.de_DE.json' with { type: 'json' };
import laws_zh_CN from './laws.zh_CN.json' with { type: 'json' };
import laws_en_US from './laws.en_US.json' with { type: 'json' };
import laws_de_DE from './laws.de_DE.json' with { type: 'json' };
import tisosArea_zh_CN from './tisosArea.zh_CN.json' with { type: 'json' };
import tisosArea_en_US from './tisosArea.en_US.json' with { type: 'json' };
import tisosArea_de_DE from './tisosArea.de_DE.json' with { type: 'json' };
import alignment_zh_CN from './alignment.zh_CN.json' with { type: 'json' };
import alignment_en_US from './alignment.en_US.json' with { type: 'json' };
import alignment_de_DE from './alignment.de_DE.json' with { type: 'json' };
import type { Language } from '../languages.js';

/**
 * The SPA's own texts, one file per feature and language (`<feature>.<lang>.json`, keys
 * `feature.page.element`). They live here, not in web/, because the system service seeds its
 * translation table from them (the SPA bundles them as the fallback of the server's list).
 * zh_CN defines a feature's keys; the compiler checks that every language has exactly them.
 */
function feature<T extends Record<string, string>>(zh_CN: T, en_US: Record<keyof T, string>, de_DE: Record<keyof T, string>) {
  return { zh_CN, en_US, de_DE };
}

/** Each feature's texts; a feature's keys start with its name (checked by a test). */
export const WEB_TEXT_FEATURES = {
  app: feature(app_zh_CN, app_en_US, app_de_DE),
  common: feature(common_zh_CN, common_en_US, common_de_DE),
  api: feature(api_zh_CN, api_en_US, api_de_DE),
  errors: feature(errors_zh_CN, errors_en_US, errors_de_DE),
  auth: feature(auth_zh_CN, auth_en_US, auth_de_DE),
  home: feature(home_zh_CN, home_en_US, home_de_DE),
  accounts: feature(accounts_zh_CN, accounts_en_US, accounts_de_DE),
  secretCards: feature(secretCards_zh_CN, secretCards_en_US, secretCards_de_DE),
  organisation: feature(organisation_zh_CN, organisation_en_US, organisation_de_DE),
  translations: feature(translations_zh_CN, translations_en_US, translations_de_DE),
  logs: feature(logs_zh_CN, logs_en_US, logs_de_DE),
  messages: feature(messages_zh_CN, messages_en_US, messages_de_DE),
  widgets: feature(widgets_zh_CN, widgets_en_US, widgets_de_DE),
  vehicles: feature(vehicles_zh_CN, vehicles_en_US, vehicles_de_DE),
  homepageImages: feature(homepageImages_zh_CN, homepageImages_en_US, homepageImages_de_DE),
  search: feature(search_zh_CN, search_en_US, search_de_DE),
  sensitive: feature(sensitive_zh_CN, sensitive_en_US, sensitive_de_DE),
  cases: feature(cases_zh_CN, cases_en_US, cases_de_DE),
  claims: feature(claims_zh_CN, claims_en_US, claims_de_DE),
  mailList: feature(mailList_zh_CN, mailList_en_US, mailList_de_DE),
  fastApp: feature(fastApp_zh_CN, fastApp_en_US, fastApp_de_DE),
  feedback: feature(feedback_zh_CN, feedback_en_US, feedback_de_DE),
  bulletins: feature(bulletins_zh_CN, bulletins_en_US, bulletins_de_DE),
  helpDoc: feature(helpDoc_zh_CN, helpDoc_en_US, helpDoc_de_DE),
  laws: feature(laws_zh_CN, laws_en_US, laws_de_DE),
  tisosArea: feature(tisosArea_zh_CN, tisosArea_en_US, tisosArea_de_DE),
  alignment: feature(alignment_zh_CN, alignment_en_US, alignment_de_DE),
  qualityFb: feature(qualityFb_zh_CN, qualityFb_en_US, qualityFb_de_DE),
  productChange: feature(productChange_zh_CN, productChange_en_US, productChange_de_DE),
  techProve: feature(techProve_zh_CN, techProve_en_US, techProve_de_DE),
};

type Features = typeof WEB_TEXT_FEATURES;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Keys of the SPA's own texts. */
export type WebTextKey = keyof UnionToIntersection<Features[keyof Features]['zh_CN']>;

function merge(lang: Language): Record<WebTextKey, string> {
  return Object.assign({}, ...Object.values(WEB_TEXT_FEATURES).map((f) => f[lang])) as Record<WebTextKey, string>;
}

/** The SPA's own texts per language. */
export const WEB_TEXTS: Record<Language, Record<WebTextKey, string>> = {
  zh_CN: merge('zh_CN'),
  en_US: merge('en_US'),
  de_DE: merge('de_DE'),
};
