'use client';
/**
 * Spec 2.7: 'Select an office'. A native select (brokerage and crew-network offices in groups)
 * and the map's markers choose an office; its address, phone, local time and opening hours show
 * beside the map. The map's island (OfficeMapIsland, which draws the map when near), the details
 * (in the footer, office-details) and the code that draws an office's details (with its local time)
 * come as the visitor nears the explorer or opens the selector, not with the page.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { OfficeSummary } from '../../schema/catalogue/office';
import { OFFICE_MAP_LOAD_MARGIN_PX } from '../../schema/constants/offices';
import { useNear } from '../ui/hooks/use-near.client';
import { useOnDemand } from '../ui/on-demand/use-on-demand.client';
import { useCodeOnReach } from '../ui/on-demand/use-code-on-reach.client';
import { Legend } from './Legend';
import { officeOptions, type OfficeSource } from './office-details';
import { mapBoxClass, mapOffices, type MapTheme, type OfficeLabels } from './types';

/** The details' checker comes with the details, so the page's script carries no zod. */
const loadDetailsSchema = () => import('./office-details-schema').then((m) => m.officeDetailsSchema);
const loadDetailsView = () => import('./OfficeDetails').then((m) => m.OfficeDetails);
const loadMapIsland = () => import('./OfficeMapIsland.client').then((m) => m.OfficeMapIsland);

const MAP_BOX = 'aspect-[4/3] w-full sm:aspect-[16/9]';

export type OfficeExplorerProps = {
  source: OfficeSource;
  labels: OfficeLabels;
  locale: string;
  theme: MapTheme;
  /** The heading above the selector (footer: 'Select an office'). */
  headline: string;
  headingLevel: 'h2' | 'h3';
};

const TONE: Record<MapTheme, { heading: string; select: string; hint: string; name: string }> = {
  dark: {
    heading: 'text-gold',
    select: 'border-white/30 bg-navy text-white focus:border-gold',
    hint: 'text-gray-300',
    name: 'text-white',
  },
  light: {
    heading: 'text-navy',
    select: 'border-gray-300 bg-white text-navy focus:border-gold-deep',
    hint: 'text-body',
    name: 'text-navy',
  },
};

const NO_OFFICES: readonly OfficeSummary[] = [];

export function OfficeExplorer({ source, labels, locale, theme, headline, headingLevel: Heading }: OfficeExplorerProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const onSelect = useCallback((codename: string) => setSelected(codename), []);
  const remote = 'detailsUrl' in source ? source.detailsUrl : null;
  const fetched = useOnDemand(remote ?? '', loadDetailsSchema);
  const request = fetched.request;
  // Until the view has loaded (or after it failed, until the next reach) a chosen office shows its name.
  const { code: OfficeDetails, request: requestView } = useCodeOnReach(loadDetailsView);
  // Until the island has loaded, its box keeps the map's place.
  const { code: OfficeMapIsland, request: requestMap } = useCodeOnReach(loadMapIsland);
  const load = useCallback(() => {
    if (remote !== null) request();
    requestView();
    requestMap();
  }, [remote, request, requestView, requestMap]);
  useNear(root, OFFICE_MAP_LOAD_MARGIN_PX, load);
  const details = 'offices' in source ? source.offices : (fetched.data?.offices ?? NO_OFFICES);
  const options = useMemo(() => ('offices' in source ? officeOptions(source.offices) : source.options), [source]);
  const markers = useMemo(() => mapOffices(details), [details]);
  // The footer's offices are still being fetched: the map keeps its place.
  const pending = remote !== null && fetched.data === null && !fetched.failed;
  const kind = options.crew.some((o) => o.codename === selected) ? 'crew' : 'brokerage';
  const choice = options[kind].find((o) => o.codename === selected) ?? null;
  const office = details.find((o) => o.codename === selected) ?? null;
  const tone = TONE[theme];
  return (
    // Laid out in site/app/styles/chrome.css: on a phone the details come below the map.
    <div ref={root} className="ofx" data-testid="office-explorer">
      <div className="ofx-pick">
        <Heading className={`text-xs font-medium tracking-[0.25em] uppercase ${tone.heading}`}>
          <label htmlFor={`${id}-select`}>{headline}</label>
        </Heading>
        <select
          id={`${id}-select`}
          value={selected ?? ''}
          onFocus={load}
          onPointerDown={load}
          onChange={(event) => {
            load();
            setSelected(event.target.value || null);
          }}
          className={`mt-5 w-full rounded-none border px-4 py-3 text-base outline-none ${tone.select}`}
        >
          <option value="">{labels.selectOffice}</option>
          <optgroup label={labels.brokerageOffices}>
            {options.brokerage.map((o) => (
              <option key={o.codename} value={o.codename}>
                {o.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={labels.crewOffices}>
            {options.crew.map((o) => (
              <option key={o.codename} value={o.codename}>
                {o.name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="ofx-map">
        {OfficeMapIsland ? (
          <OfficeMapIsland offices={markers} pending={pending} theme={theme} selected={selected} onSelect={onSelect} className={MAP_BOX} />
        ) : markers.length > 0 || pending ? (
          <div aria-hidden="true" data-map-status="waiting" className={mapBoxClass(theme, MAP_BOX)} />
        ) : null}
        <Legend labels={labels} theme={theme} />
      </div>
      <div aria-live="polite" className="ofx-info">
        {choice ? (
          <>
            <p className={`mb-5 text-xl font-light ${tone.name}`}>
              {choice.name}
              <span className={`ml-3 text-xs tracking-[0.2em] uppercase ${tone.hint}`}>{office?.isHeadOffice ? labels.headOffice : kind === 'crew' ? labels.crew : labels.brokerage}</span>
            </p>
            {office && OfficeDetails && <OfficeDetails office={office} labels={labels} locale={locale} theme={theme} />}
          </>
        ) : (
          <p className={`font-light ${tone.hint}`}>{labels.chooseHint}</p>
        )}
      </div>
    </div>
  );
}
