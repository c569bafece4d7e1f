/**
 * Spec 9.6: component defaults, and spec 5.2: the option lists of buttons and headings. Option
 * lists the content model adds for the first catalogue (schema/README.md) sit beside them.
 */

// Spec 5.2: buttons.
export const BUTTON_TYPES = ['button', 'submit', 'reset'] as const;
export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export const BUTTON_RATIOS = ['auto', 'square', 'rectangle'] as const;
export const BUTTON_THEMES = ['primary', 'secondary', 'tertiary', 'link'] as const;
/** Keys that accept a keyboard click. */
export const BUTTON_KEYBOARD_CLICK_KEYS = ['Enter', ' '] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonRatio = (typeof BUTTON_RATIOS)[number];
export type ButtonTheme = (typeof BUTTON_THEMES)[number];

// Spec 5.2: heading levels (three readings: lvl 1-5, h1-h6, and the heading component's h2-h6).
export const HEADING_LVLS = [1, 2, 3, 4, 5] as const;
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const HEADING_COMPONENT_LEVELS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingLvl = (typeof HEADING_LVLS)[number];
export type HeadingTag = (typeof HEADING_TAGS)[number];
export type HeadingComponentLevel = (typeof HEADING_COMPONENT_LEVELS)[number];

// Spec 5.2: heading sizes.
export const HEADING_SIZES = ['4xl', '3xl', '3xl-tight', '2xl', '2xl-tight', 'xl-austin', 'xl-hurme', 'xl-futura', 'lg', 'md', 'sm', 'teaser', '3xl-search'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];
/** The sizes the heading component offers; any other size renders as HEADING_COMPONENT_SIZE_FALLBACK. */
export const HEADING_COMPONENT_SIZES = ['4xl', '3xl', '3xl-tight', '2xl-tight', '2xl', 'xl-futura', 'lg'] as const;
export type HeadingComponentSize = (typeof HEADING_COMPONENT_SIZES)[number];
export const HEADING_COMPONENT_SIZE_FALLBACK = 'lg' satisfies HeadingComponentSize;
/** When size is absent it follows from lvl. */
export const HEADING_LVL_SIZE = { 1: '4xl', 2: '3xl', 3: '2xl', 4: 'lg', 5: 'md' } as const satisfies Record<HeadingLvl, HeadingSize>;

// Spec 5.2: heading colors.
export const HEADING_COLORS = ['white', 'gray-50', 'black', 'blue-dark', 'gray-white'] as const;
export type HeadingColor = (typeof HEADING_COLORS)[number];

// Content model options (schema/README.md).
export const HEADING_POSITIONS = ['left', 'center', 'right'] as const;
export const HEADING_VIEW_WIDTHS = ['full', 'narrow'] as const;
export const VERTICAL_ALIGNMENTS = ['top', 'center', 'bottom'] as const;
export const HORIZONTAL_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const SPLIT_BANNER_HORIZONTAL_ALIGNMENTS = ['left', 'right'] as const;
export const SPLIT_BANNER_BUTTON_THEMES = ['primary', 'secondary'] as const;
export const PAGE_COVER_SIZES = ['small', 'medium', 'large'] as const;
export const SPACER_SIZES = ['extra_small', 'small', 'medium', 'large'] as const;
export const BREADCRUMB_COLORS = ['blue', 'white', 'black'] as const;
export const BUTTON_CONTAINER_ALIGNMENTS = ['left', 'right', 'center', 'spread'] as const;
export const IMAGE_POSITIONS = ['left', 'right'] as const;
export const NUMBERS_STYLES = ['normal', 'inverted'] as const;
/** Spec 3.2: 'grey' maps to grey; anything else maps to white. */
export const BACKGROUNDS = ['grey', 'white'] as const;
export type HeadingPosition = (typeof HEADING_POSITIONS)[number];
export type HeadingViewWidth = (typeof HEADING_VIEW_WIDTHS)[number];
export type VerticalAlignment = (typeof VERTICAL_ALIGNMENTS)[number];
export type HorizontalAlignment = (typeof HORIZONTAL_ALIGNMENTS)[number];
export type PageCoverSize = (typeof PAGE_COVER_SIZES)[number];
export type SpacerSize = (typeof SPACER_SIZES)[number];
export type BreadcrumbColor = (typeof BREADCRUMB_COLORS)[number];
export type ButtonContainerAlignment = (typeof BUTTON_CONTAINER_ALIGNMENTS)[number];
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];
export type NumbersStyle = (typeof NUMBERS_STYLES)[number];
export type Background = (typeof BACKGROUNDS)[number];

// Spec 9.6: component defaults.
export const BUTTON_DEFAULTS = { theme: 'primary' } as const;
export const SPACER_DEFAULTS = { size: 'small' } as const;
export const COORDINATE_DEFAULTS = { lat: 0, lng: 0 } as const;
export const HEADING_DEFAULTS = {
  position: 'center',
  viewWidth: 'full',
  size: '3xl',
  level: 'h2',
  /** Spec 3.10: heading color default black. */
  color: 'black',
} as const;
export const BREADCRUMB_DEFAULTS = { color: 'blue' } as const;
export const MEDIA_DEFAULTS = { videoFormat: 'hero', videoAspect: '4/3', imageTextMediaAspect: '16/10' } as const;
export const PAGE_COVER_DEFAULTS = { vertical: 'bottom', horizontal: 'center', size: 'large' } as const;
export const SPLIT_BANNER_DEFAULTS = { vertical: 'bottom', horizontal: 'left', button: 'primary' } as const;
export const SPLIT_IMAGE_DIMMING = 50;
export const NUMBERS_DEFAULTS = { style: 'normal' } as const;
export const PEOPLE_SLIDER_DEFAULTS = { headlineSize: 'small' } as const;
export const BACKGROUND_DEFAULT = 'white' satisfies Background;
export const YACHT_FEATURE_DEFAULTS = { primaryImagePosition: 'right' } as const;
export const THREE_IN_ONE_DEFAULTS = { link: '#' } as const;
export const CONTACT_DEFAULTS = { preferredPhoneNumber: 'mobile' } as const;
export const HERO_DEFAULTS = { drawersView: 'single', powerorsail: 'motor' } as const;
export const OG_CONTENT_TYPE_DEFAULT = 'website';
export const SEARCH_COMPONENT_DEFAULTS = { hitsPerPage: 30 } as const;

// Content model defaults (schema/README.md) for types spec 9.6 does not name.
export const IMAGE_TEXT_DEFAULTS = { imagePosition: 'right' } as const;
export const BUTTON_CONTAINER_DEFAULTS = { alignment: 'left' } as const;
/** Spec 5.3: the related-links component uses at most 2 buttons. */
export const RELATED_LINKS_MAX_BUTTONS = 2;
