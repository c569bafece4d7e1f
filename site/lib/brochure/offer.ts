/** Which brochure requests name a real brochure: the view, the file name's YachtId, the language. */
import { isLocale, type Locale } from '../../../schema/constants/locale';
import type { YachtType } from '../../../schema/yacht/effective-type';
import type { YachtDataType } from '../../../schema/yacht/api';
import type { BrochureView } from './content';

export type BrochureRequest = { view: BrochureView; yachtId: string; locale: Locale };
export type RequestProblem = { status: 400 | 404; message: string };

/** A YachtId as the source system writes it (spec 3.7, e.g. 'Y1234_XX'). */
const FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,39})\.pdf$/;

export const parseBrochureRequest = (view: string, file: string, lang: string | null): BrochureRequest | RequestProblem => {
  if (view !== 'charter' && view !== 'sale') return { status: 404, message: `There is no '${view.slice(0, 40)}' brochure: the views are charter and sale` };
  const match = FILE.exec(file);
  if (!match?.[1]) return { status: 404, message: `'${file.slice(0, 60)}' is not a brochure file: ask for {YachtId}.pdf, e.g. Y10001_AU.pdf` };
  const locale = lang ?? 'en';
  if (!isLocale(locale)) return { status: 400, message: `Unknown language '${locale.slice(0, 10)}': use en or es` };
  return { view, yachtId: match[1], locale };
};

/**
 * A yacht is offered in a view when its market type says so; a ghost yacht (off the market) keeps
 * the brochure of its data type, without a price, as its page does (spec 4.1).
 */
export const offeredIn = (yacht: { yachtType: YachtType; dataType: YachtDataType }, view: BrochureView): boolean => {
  switch (yacht.yachtType) {
    case 'sale+charter':
      return true;
    case 'ghost':
      return yacht.dataType === view || yacht.dataType === 'sale+charter';
    case 'none':
      return false;
    default:
      return yacht.yachtType === view;
  }
};
