/** Every destination guide (spec 2.2 /destination/{slug}), in the order their pages are generated. */
import { adriaticAndBeyond } from './destinations-adriatic';
import { atlantic } from './destinations-atlantic';
import { indoPacific } from './destinations-indo-pacific';
import { mediterranean } from './destinations-med';
import type { Destination } from './destinations-types';

export const destinations: Destination[] = [...mediterranean, ...adriaticAndBeyond, ...atlantic, ...indoPacific];
