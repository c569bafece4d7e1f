'use client';
/** The route day by day, with each destination guide's picture and text and a link to the guide (printable). */
import type { ItineraryPlace } from '../../schema/components/itinerary_builder_component';
import { plural } from '../../schema/plural';
import { fill } from '../../schema/words';
import { BlockHead } from '../ui/BlockHead';
import { mediaUrl } from '../ui/media-url';
import { formatNumber, type BuilderLabels, type BuilderPlan } from './types';

const PICTURE_WIDTH = 480;

function Day({ title, place, detail, labels }: { title: string; place: ItineraryPlace; detail: string | null; labels: BuilderLabels }) {
  return (
    <li className="grid gap-5 border-t border-gray-200 py-6 break-inside-avoid sm:grid-cols-[12rem_minmax(0,1fr)] md:grid-cols-[16rem_minmax(0,1fr)]">
      {place.image ? (
        <img
          src={mediaUrl(place.image.url, { w: PICTURE_WIDTH })}
          alt={place.image.alt}
          width={PICTURE_WIDTH}
          height={place.image.width && place.image.height ? Math.round((PICTURE_WIDTH * place.image.height) / place.image.width) : undefined}
          loading="lazy"
          className="aspect-[16/10] w-full bg-gray-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="hidden aspect-[16/10] bg-gray-100 sm:block" />
      )}
      <div>
        <h3 className="text-lg text-navy">{title}</h3>
        {detail ? <p className="mt-1 text-sm font-semibold text-body">{detail}</p> : null}
        {place.title ? <p className="mt-2 text-body">{place.title}</p> : null}
        {place.description ? <p className="mt-2 text-sm text-body">{place.description}</p> : null}
        {place.href ? (
          <a href={place.href} className="dm-link print:hidden">
            {fill(labels.guide, { place: place.name })}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function DayPlan({ plan, locale, labels }: { plan: BuilderPlan; locale: string; labels: BuilderLabels }) {
  const [start] = plan.places;
  if (!start) return null;
  return (
    <section aria-labelledby="itinerary-plan-title" className="mt-14" data-testid="itinerary-plan">
      <BlockHead text={labels.planTitle} id="itinerary-plan-title" />
      <p className="mt-2 text-sm text-body">{plural(labels.total, locale, plan.legs.length, { nm: formatNumber(plan.totalNm, locale) })}</p>
      <ol className="mt-6">
        <Day title={fill(labels.dayStart, { place: start.name })} place={start} detail={null} labels={labels} />
        {plan.legs.map((leg, i) => (
          <Day
            key={`${leg.to.key}-${i}`}
            title={fill(labels.dayLeg, { day: i + 2, from: leg.from.name, to: leg.to.name })}
            place={leg.to}
            detail={fill(labels.leg, { nm: formatNumber(leg.nm, locale), hours: formatNumber(plan.hours[i] ?? 0, locale, 1) })}
            labels={labels}
          />
        ))}
      </ol>
    </section>
  );
}
