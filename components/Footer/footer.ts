/** The footer's view of the footer configuration (spec 3.11), mapped in schema/navigation. */
export type { FooterModel, SocialNetwork } from '../../schema/navigation/types';

export type LanguageOption = { code: string; label: string; href: string; current: boolean };
