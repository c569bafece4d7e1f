'use client';
/**
 * The itinerary builder (spec 1, 2.2 /itinerary, 9.2): the xstate machine holds the route and the
 * builder's state (editing, checking, sharing, sending); it starts from the route ItineraryLoader read
 * on arrival (a share link, else local storage), and writes the route back to both on every change,
 * so a reload or another browser opens the same itinerary.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ITINERARY_MAX_PLACES, ITINERARY_STORAGE_KEY } from '../../schema/constants/itinerary';
import { itineraryMessage } from '../../schema/itinerary/message';
import { planOf } from '../../schema/itinerary/plan';
import { itineraryQuery, type ItineraryState } from '../../schema/itinerary/state';
import { plural } from '../../schema/plural';
import { buttonClass } from '../ui/Button';
import { useShortlist } from '../ui/shortlist/use-shortlist.client';
import { DayPlan } from './DayPlan.client';
import { itineraryMachine } from './itinerary.machine';
import { RouteMap } from './RouteMap.client';
import { SendPanel, SharePanel } from './Panels.client';
import { PlaceSearch } from './PlaceSearch.client';
import { RouteList } from './RouteList.client';
import type { BuilderData, BuilderLabels } from './types';
import { YachtCheck } from './YachtCheck.client';

export { arrivingRoute } from './arrival';

const action = 'inline-flex min-h-11 items-center text-xs font-semibold tracking-[0.18em] text-navy uppercase hover:text-gold-deep disabled:cursor-not-allowed disabled:text-gray-400';

export function ItineraryBuilderIsland({ data, labels, arrival }: { data: BuilderData; labels: BuilderLabels; arrival: ItineraryState }) {
  const shortlist = useShortlist();
  const places = useMemo(() => new Map(data.places.map((p) => [p.key, p])), [data.places]);
  const [state, send] = useMachine(itineraryMachine, { input: arrival });
  const [version, setVersion] = useState(0);
  const context = state.context;
  const plan = useMemo(() => planOf(context, places, data.yachts), [context, places, data.yachts]);
  const shareRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);

  const query = itineraryQuery(context);
  useEffect(() => {
    try {
      window.localStorage.setItem(ITINERARY_STORAGE_KEY, JSON.stringify(context));
    } catch {
      // Storage blocked: the itinerary lives in the address only.
    }
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }, [context, query]);

  const shareLink = typeof window === 'undefined' ? '' : new URL(`${data.links.itinerary}${query ? `?${query}` : ''}`, window.location.origin).toString();
  const message = useMemo(
    () => itineraryMessage({ places: plan.places, legs: plan.legs, hours: plan.hours, check: plan.check, link: shareLink, words: labels, locale: data.locale }),
    [plan, shareLink, labels, data.locale],
  );
  const formLink = useMemo(() => {
    if (typeof window === 'undefined') return data.links.enquiry;
    const url = new URL(data.links.enquiry, window.location.origin);
    url.searchParams.set('message', message);
    url.searchParams.set('source', data.links.itinerary);
    return `${url.pathname}${url.search}`;
  }, [data.links, message]);

  const canAdd = (key: string) => state.can({ type: 'place.add', key });
  const add = (key: string) => send({ type: 'place.add', key });
  const full = context.places.length >= ITINERARY_MAX_PLACES;
  const shortlisted = new Set(shortlist.map((entry) => entry.id));
  const panel = state.matches('sharing') ? 'sharing' : state.matches('sending') ? 'sending' : null;
  const close = () => {
    const back = panel === 'sharing' ? shareRef : sendRef;
    send({ type: 'panel.close' });
    requestAnimationFrame(() => back.current?.focus());
  };

  return (
    <div data-itinerary="" data-state={String(state.value)}>
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="space-y-8 lg:col-span-5 print:hidden">
          <PlaceSearch places={data.places} started={context.places.length > 0} canAdd={canAdd} onAdd={add} labels={labels} />
          {full ? <p className="text-sm text-alert-ink">{labels.full}</p> : null}
        </div>
        <div className="lg:col-span-7 lg:row-span-2">
          <RouteMap data={data} plan={plan} onPick={add} labels={labels} />
        </div>
        <div className="space-y-8 lg:col-span-5">
          <section aria-labelledby="itinerary-route-title">
            <h2 id="itinerary-route-title" className="text-xs tracking-[0.25em] text-navy uppercase">
              {labels.places}
            </h2>
            <p className="sr-only" role="status">
              {plural(labels.status, data.locale, context.places.length)}
            </p>
            <div className="mt-3">
              <RouteList plan={plan} locale={data.locale} labels={labels} onMove={(index, by) => send({ type: 'place.move', index, by })} onRemove={(index) => send({ type: 'place.remove', index })} />
            </div>
          </section>
          <div className="print:hidden">
            <YachtCheck
              plan={plan}
              yachts={data.yachts}
              shortlisted={shortlisted}
              yacht={context.yacht}
              speed={context.speed}
              dayHours={context.hours}
              locale={data.locale}
              labels={labels}
              onYacht={(id) => send({ type: 'yacht.pick', id })}
              onSpeed={(value) => send({ type: 'speed.set', value })}
              onHours={(value) => send({ type: 'hours.set', value })}
              version={version}
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden">
            <button ref={sendRef} type="button" className={buttonClass({ theme: 'primary', size: 'sm' })} disabled={!state.can({ type: 'send.open' })} onClick={() => send({ type: 'send.open' })}>
              {labels.send}
            </button>
            <button ref={shareRef} type="button" className={action} disabled={!state.can({ type: 'share.open' })} onClick={() => send({ type: 'share.open' })}>
              {labels.share}
            </button>
            <button type="button" className={action} disabled={context.places.length === 0} onClick={() => window.print()}>
              {labels.print}
            </button>
            <button
              type="button"
              className={action}
              disabled={context.places.length === 0 || !state.can({ type: 'itinerary.clear' })}
              onClick={() => {
                send({ type: 'itinerary.clear' });
                setVersion((v) => v + 1);
              }}
            >
              {labels.clear}
            </button>
          </div>
          {context.places.length < 2 ? <p className="text-sm text-body print:hidden">{labels.needPlaces}</p> : null}
          <div className="print:hidden">
            {panel === 'sharing' ? <SharePanel link={shareLink} labels={labels} onClose={close} /> : null}
            {panel === 'sending' ? <SendPanel message={message} formLink={formLink} labels={labels} onClose={close} /> : null}
          </div>
        </div>
      </div>
      <DayPlan plan={plan} locale={data.locale} labels={labels} />
    </div>
  );
}
