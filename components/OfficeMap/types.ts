/** What the office map island and the office blocks share. */
import type { OfficeKind, OfficeSummary } from '../../schema/catalogue/office';
import type { Words } from '../../schema/words';

/** Spec 3.8: the office blocks' words (address, phone, fax, local time, e-mail, directions), site/messages `offices`. */
export type OfficeLabels = Words<'offices'>;

export type MapOffice = Pick<OfficeSummary, 'codename' | 'name' | 'kind' | 'lat' | 'lng'>;

/** The footer is navy; pages are light. */
export type MapTheme = 'dark' | 'light';

const MAP_SEA: Record<MapTheme, string> = { dark: 'bg-navy-light', light: 'bg-gray-100' };
/** The map's box, the same before its island has loaded (OfficeExplorer) and while the map draws. */
export const mapBoxClass = (theme: MapTheme, size: string): string => `relative overflow-hidden ${MAP_SEA[theme]} ${size}`;

/** How the map is drawn: Mapbox with a token, or maplibre with the offline style. */
export type MapSettings = { provider: 'maplibre' } | { provider: 'mapbox'; token: string };

/** Mapbox needs a valid public token (without one it draws nothing); otherwise the offline maplibre map. */
export const mapSettings = (token: string | undefined): MapSettings => (token ? { provider: 'mapbox', token } : { provider: 'maplibre' });

export const kindLabel = (kind: OfficeKind, labels: OfficeLabels): string => (kind === 'crew' ? labels.crew : labels.brokerage);

/** Only offices with coordinates get a marker. */
export const mapOffices = (offices: readonly OfficeSummary[]): MapOffice[] => offices.filter((o) => o.located).map(({ codename, name, kind, lat, lng }) => ({ codename, name, kind, lat, lng }));
