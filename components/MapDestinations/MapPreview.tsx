/**
 * A locator map's still picture (components/MapDestinations/preview.ts), drawn on the server: the
 * land through the served picture as a mask over the box's sea, and the markers. One picture per
 * box shape (a phone's, a wider screen's), cropped around the view's centre as the drawn map is.
 */
import { useId } from 'react';
import { MAP_PREVIEW_MARKER_RADIUS, MAP_PREVIEW_SHAPES, mapPreviewPath, type MapPreviewShape } from '../../schema/constants/itinerary';
import type { MarkerPlace, View } from './engine';
import { previewPoint } from './preview';

const SHOWN: Record<MapPreviewShape, string> = { narrow: 'md:hidden', wide: 'max-md:hidden' };

function Picture({ view, places, shape }: { view: View; places: readonly MarkerPlace[]; shape: MapPreviewShape }) {
  const mask = useId();
  const { width, height } = MAP_PREVIEW_SHAPES[shape];
  return (
    <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="xMidYMid slice" className={`dm-preview ${SHOWN[shape]}`}>
      <mask id={mask}>
        <image xlinkHref={mapPreviewPath(view, shape)} width={width} height={height} />
      </mask>
      <rect width={width} height={height} mask={`url(#${mask})`} />
      {places.map((place) => {
        const at = previewPoint(view, shape, place);
        return at ? <circle key={place.key} cx={at[0]} cy={at[1]} r={MAP_PREVIEW_MARKER_RADIUS[shape]} /> : null;
      })}
    </svg>
  );
}

export function MapPreview({ view, places }: { view: View; places: readonly MarkerPlace[] }) {
  return (
    <div aria-hidden="true" data-map-preview="">
      <Picture view={view} places={places} shape="narrow" />
      <Picture view={view} places={places} shape="wide" />
    </div>
  );
}
