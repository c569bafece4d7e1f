/** Spec 2.7: the map legend telling brokerage offices from crew-network offices, drawn like the markers. */
import type { MapTheme, OfficeLabels } from './types';

const TEXT: Record<MapTheme, string> = { dark: 'text-gray-300', light: 'text-body' };

export function Legend({ labels, theme }: { labels: OfficeLabels; theme: MapTheme }) {
  return (
    <ul aria-label={labels.legend} className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${TEXT[theme]}`} data-testid="office-legend">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="block size-3.5 rounded-full border-2 border-white bg-gold shadow-md" />
        {labels.brokerage}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="block size-3 rounded-full border-2 border-gold-deep bg-white shadow-md" />
        {labels.crew}
      </li>
    </ul>
  );
}
