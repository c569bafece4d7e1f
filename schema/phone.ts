/** Spec 5.1: a phone number for dialling keeps digits and '+' only. */
export const dialNumber = (phone: string): string => phone.replace(/[^\d+]/g, '');

/** A tel: href for the number, or null when nothing diallable is left. */
export const telHref = (phone: string): string | null => {
  const number = dialNumber(phone);
  return /\d/.test(number) ? `tel:${number}` : null;
};
