/** Real-world reference data the yacht generator draws on: yards, designers, machinery, flags. */

export type Builder = {
  name: string;
  slug: string;
  country: { en: string; es: string };
  city: string;
  founded: number;
  lengths: [number, number];
  sail: boolean;
  models: string[];
  hulls: string[];
};

export const BUILDERS: Builder[] = [
  {
    name: 'Benetti',
    slug: 'benetti',
    country: { en: 'Italy', es: 'Italia' },
    city: 'Viareggio',
    founded: 1873,
    lengths: [30, 108],
    sail: false,
    models: ['Oasis 40M', 'B.Now 50M', 'Delfino 95', 'Motopanfilo 37M', 'B.Yond 37M', ''],
    hulls: ['Steel', 'GRP', 'Aluminium'],
  },
  { name: 'Feadship', slug: 'feadship', country: { en: 'Netherlands', es: 'Países Bajos' }, city: 'Aalsmeer', founded: 1949, lengths: [40, 110], sail: false, models: [''], hulls: ['Steel'] },
  { name: 'Lürssen', slug: 'lurssen', country: { en: 'Germany', es: 'Alemania' }, city: 'Bremen', founded: 1875, lengths: [60, 110], sail: false, models: [''], hulls: ['Steel'] },
  {
    name: 'Heesen',
    slug: 'heesen',
    country: { en: 'Netherlands', es: 'Países Bajos' },
    city: 'Oss',
    founded: 1978,
    lengths: [40, 80],
    sail: false,
    models: ['50m Steel', '55m Steel', '50m Aluminium', 'Xventure 57', ''],
    hulls: ['Aluminium', 'Steel'],
  },
  {
    name: 'Amels',
    slug: 'amels',
    country: { en: 'Netherlands', es: 'Países Bajos' },
    city: 'Vlissingen',
    founded: 1918,
    lengths: [55, 83],
    sail: false,
    models: ['Amels 180', 'Amels 200', 'Amels 212', 'Amels 242', 'Amels 272'],
    hulls: ['Steel'],
  },
  {
    name: 'Sanlorenzo',
    slug: 'sanlorenzo',
    country: { en: 'Italy', es: 'Italia' },
    city: 'La Spezia',
    founded: 1958,
    lengths: [30, 73],
    sail: false,
    models: ['SD118', 'SL120A', '44Alloy', '50Steel', '52Steel', '62Steel'],
    hulls: ['GRP', 'Aluminium', 'Steel'],
  },
  {
    name: 'Perini Navi',
    slug: 'perini-navi',
    country: { en: 'Italy', es: 'Italia' },
    city: 'Viareggio',
    founded: 1983,
    lengths: [40, 88],
    sail: true,
    models: ['Perini 56', 'Perini 60', ''],
    hulls: ['Aluminium', 'Steel'],
  },
  { name: 'Oceanco', slug: 'oceanco', country: { en: 'Netherlands', es: 'Países Bajos' }, city: 'Alblasserdam', founded: 1987, lengths: [80, 110], sail: false, models: [''], hulls: ['Steel'] },
  {
    name: 'Abeking & Rasmussen',
    slug: 'abeking-and-rasmussen',
    country: { en: 'Germany', es: 'Alemania' },
    city: 'Lemwerder',
    founded: 1907,
    lengths: [50, 98],
    sail: false,
    models: [''],
    hulls: ['Steel'],
  },
  { name: 'CRN', slug: 'crn', country: { en: 'Italy', es: 'Italia' }, city: 'Ancona', founded: 1963, lengths: [40, 80], sail: false, models: [''], hulls: ['Steel'] },
  {
    name: 'Baglietto',
    slug: 'baglietto',
    country: { en: 'Italy', es: 'Italia' },
    city: 'La Spezia',
    founded: 1854,
    lengths: [35, 60],
    sail: false,
    models: ['T52', 'DOM133', ''],
    hulls: ['Aluminium', 'Steel'],
  },
  { name: 'Turquoise', slug: 'turquoise', country: { en: 'Türkiye', es: 'Turquía' }, city: 'Istanbul', founded: 1997, lengths: [40, 77], sail: false, models: [''], hulls: ['Steel'] },
  {
    name: 'Royal Huisman',
    slug: 'royal-huisman',
    country: { en: 'Netherlands', es: 'Países Bajos' },
    city: 'Vollenhove',
    founded: 1884,
    lengths: [35, 81],
    sail: true,
    models: [''],
    hulls: ['Aluminium'],
  },
  { name: 'Codecasa', slug: 'codecasa', country: { en: 'Italy', es: 'Italia' }, city: 'Viareggio', founded: 1825, lengths: [35, 70], sail: false, models: [''], hulls: ['Steel'] },
];

export const EXTERIOR_DESIGNERS = [
  'Espen Øino',
  'Winch Design',
  'Bannenberg & Rowell',
  'Tim Heywood',
  'Francesco Paszkowski',
  'Stefano Righini',
  'Zuccon International Project',
  'Harrison Eidsgaard',
  'Sinot Yacht Architecture & Design',
  'Giorgio M. Cassetta',
  'Mulder Design',
];
export const SAIL_DESIGNERS = ['Ron Holland', 'Dubois Naval Architects', 'Philippe Briand', 'German Frers', 'Malcolm McKeon'];
export const INTERIOR_DESIGNERS = [
  'Winch Design',
  'Rémi Tessier',
  'Achille Salvagni',
  'Bannenberg & Rowell',
  'Sinot Yacht Architecture & Design',
  'Reymond Langton Design',
  'Laura Sessa',
  'RWD',
  'Francesco Paszkowski',
  'Studio Indigo',
  'H2 Yacht Design',
];

export const ENGINES: Array<{ name: string; hp: [number, number] }> = [
  { name: 'MTU 16V 4000 M63', hp: [2700, 2700] },
  { name: 'MTU 12V 4000 M53', hp: [1875, 1875] },
  { name: 'Caterpillar 3512C', hp: [1700, 2100] },
  { name: 'Caterpillar C32 ACERT', hp: [1450, 1925] },
  { name: 'MAN V12-1900', hp: [1900, 1900] },
  { name: 'MTU 20V 4000 M73L', hp: [4828, 4828] },
  { name: 'Caterpillar 3516C', hp: [2447, 2447] },
];
export const GENERATORS = ['Kohler', 'Northern Lights', 'Caterpillar C9', 'Cummins Onan', 'Zenoro'];
export const STABILISERS = ['Quantum Zero Speed', 'Naiad', 'CMC Marine Stabilis Electra', 'Seakeeper', 'VT Naiad Dynamic'];
export const CLASSES = ["Lloyd's Register", 'RINA', 'ABS', 'Bureau Veritas', 'DNV'];
export const FLAGS = ['Cayman Islands', 'Marshall Islands', 'Malta', 'British Virgin Islands', 'Jersey', 'Bermuda', 'Isle of Man', 'Liberia', 'United States'];

/** Where yachts lie today: marina, country and the currency an owner there usually contracts in. */
export const LYING: Array<{ berth: string; place: string; country: string; currency: 'EUR' | 'USD' }> = [
  { berth: 'Port Hercule', place: 'Monaco', country: 'Monaco', currency: 'EUR' },
  { berth: 'Port Vauban', place: 'Antibes', country: 'France', currency: 'EUR' },
  { berth: 'Port Adriano', place: 'Mallorca', country: 'Spain', currency: 'EUR' },
  { berth: 'Marina di Porto Cervo', place: 'Sardinia', country: 'Italy', currency: 'EUR' },
  { berth: 'Marina Viareggio', place: 'Viareggio', country: 'Italy', currency: 'EUR' },
  { berth: 'Zea Marina', place: 'Athens', country: 'Greece', currency: 'EUR' },
  { berth: 'Pier 66 Marina', place: 'Fort Lauderdale', country: 'United States', currency: 'USD' },
  { berth: 'Rybovich Superyacht Marina', place: 'West Palm Beach', country: 'United States', currency: 'USD' },
  { berth: 'Yacht Haven Grande', place: 'St Thomas', country: 'US Virgin Islands', currency: 'USD' },
  { berth: 'Dubai Harbour', place: 'Dubai', country: 'United Arab Emirates', currency: 'USD' },
  { berth: 'ONE°15 Marina', place: 'Singapore', country: 'Singapore', currency: 'USD' },
];

/** `phrase` reads after 'in' / 'en' in running text ("in the Bahamas", "en las Bahamas"). */
export type CruisingArea = { name: string; locationName: { en: string; es: string }; phrase: { en: string; es: string }; slug: string };

/** Spec 3.3 cruising areas; slugs point at destination pages (/destination/{slug}). */
export const SUMMER_AREAS: CruisingArea[] = [
  { name: 'West Mediterranean', locationName: { en: 'Côte d’Azur', es: 'Costa Azul' }, phrase: { en: 'the Côte d’Azur', es: 'la Costa Azul' }, slug: 'cote-d-azur' },
  { name: 'West Mediterranean', locationName: { en: 'Balearic Islands', es: 'Islas Baleares' }, phrase: { en: 'the Balearic Islands', es: 'las Islas Baleares' }, slug: 'balearic-islands' },
  { name: 'West Mediterranean', locationName: { en: 'Sardinia', es: 'Cerdeña' }, phrase: { en: 'Sardinia', es: 'Cerdeña' }, slug: 'sardinia' },
  { name: 'West Mediterranean', locationName: { en: 'Amalfi Coast', es: 'Costa Amalfitana' }, phrase: { en: 'the Amalfi Coast', es: 'la Costa Amalfitana' }, slug: 'amalfi-coast' },
  { name: 'East Mediterranean', locationName: { en: 'Greek Cyclades', es: 'Cícladas griegas' }, phrase: { en: 'the Greek Cyclades', es: 'las Cícladas griegas' }, slug: 'greek-cyclades' },
  { name: 'East Mediterranean', locationName: { en: 'Croatia', es: 'Croacia' }, phrase: { en: 'Croatia', es: 'Croacia' }, slug: 'croatia' },
  {
    name: 'East Mediterranean',
    locationName: { en: 'Turquoise Coast', es: 'Costa Turquesa' },
    phrase: { en: 'Turkey’s Turquoise Coast', es: 'la Costa Turquesa de Turquía' },
    slug: 'turquoise-coast',
  },
  { name: 'Northern Europe', locationName: { en: 'Norwegian Fjords', es: 'Fiordos noruegos' }, phrase: { en: 'the Norwegian fjords', es: 'los fiordos noruegos' }, slug: 'norwegian-fjords' },
];
export const WINTER_AREAS: CruisingArea[] = [
  {
    name: 'Caribbean',
    locationName: { en: 'British Virgin Islands', es: 'Islas Vírgenes Británicas' },
    phrase: { en: 'the British Virgin Islands', es: 'las Islas Vírgenes Británicas' },
    slug: 'british-virgin-islands',
  },
  { name: 'Caribbean', locationName: { en: 'St Barths', es: 'San Bartolomé' }, phrase: { en: 'St Barths', es: 'San Bartolomé' }, slug: 'st-barths' },
  { name: 'Bahamas', locationName: { en: 'Bahamas', es: 'Bahamas' }, phrase: { en: 'the Bahamas', es: 'las Bahamas' }, slug: 'bahamas' },
  { name: 'Indian Ocean', locationName: { en: 'Maldives', es: 'Maldivas' }, phrase: { en: 'the Maldives', es: 'las Maldivas' }, slug: 'maldives' },
  { name: 'Indian Ocean', locationName: { en: 'Seychelles', es: 'Seychelles' }, phrase: { en: 'the Seychelles', es: 'las Seychelles' }, slug: 'seychelles' },
  { name: 'South East Asia', locationName: { en: 'Phuket', es: 'Phuket' }, phrase: { en: 'Phuket', es: 'Phuket' }, slug: 'phuket' },
  { name: 'South East Asia', locationName: { en: 'Raja Ampat', es: 'Raja Ampat' }, phrase: { en: 'Raja Ampat', es: 'Raja Ampat' }, slug: 'raja-ampat' },
  { name: 'South Pacific', locationName: { en: 'French Polynesia', es: 'Polinesia Francesa' }, phrase: { en: 'French Polynesia', es: 'la Polinesia Francesa' }, slug: 'french-polynesia' },
];

/**
 * The cruising regions (an area's `name`) as the Spanish variant of the yacht data names them, so
 * Spanish pages, comparisons and search records (spec 9.2) speak of the Caribe, not the Caribbean.
 */
export const REGION_NAMES_ES: Readonly<Record<string, string>> = {
  'West Mediterranean': 'Mediterráneo occidental',
  'East Mediterranean': 'Mediterráneo oriental',
  'Northern Europe': 'Norte de Europa',
  Caribbean: 'Caribe',
  Bahamas: 'Bahamas',
  'Indian Ocean': 'Océano Índico',
  'South East Asia': 'Sudeste asiático',
  'South Pacific': 'Pacífico Sur',
};

/** A region's name in a language of the content (English names are the data's own). */
export const regionName = (name: string, lang: 'en' | 'es'): string => (lang === 'es' ? (REGION_NAMES_ES[name] ?? name) : name);

const NAME_SINGLES = [
  'Aurora',
  'Serenity',
  'Solace',
  'Calypso',
  'Seraphine',
  'Nirvana',
  'Elysium',
  'Amara',
  'Lumière',
  'Odyssey',
  'Kismet',
  'Talisman',
  'Allure',
  'Zephyr',
  'Halcyon Days',
  'Lady Marina',
  'Blue Horizon',
  'Silver Tide',
  'Mistral',
  'Sirocco',
  'Tramontana',
  'Meltemi',
  'Ocean Pearl',
  'Santorini',
  'Azzurra',
  'Bellissima',
  'Dolce Vita',
  'Stella Maris',
  'Ventura',
  'Esperanza',
  'Libertad',
  'Aquila',
  'Orion',
  'Andromeda',
  'Cassiopeia',
  'Polaris',
  'Sea Breeze',
  'Moonstone',
  'Sapphire',
  'Emerald Isle',
  'Coral Reef',
  'Ithaka',
  'Rosehearty',
  'Marguerite',
  'Valentina',
  'Isabella',
  'Anastasia',
  'Northern Star',
  'Quiet Waters',
  'Silent Wave',
  'Infinity',
  'Eclipse Bay',
  'Paradiso',
  'Sunrays',
  'Golden Hour',
  'Riviera',
  'Capri',
  'Portofino',
  'Avalon',
  'Atlantis',
  'Shangri-La',
  'Xanadu',
  'Nautilus',
  'Triton',
  'Poseidon',
  'Nereid',
  'Galatea',
  'Thalassa',
  'Amphitrite',
  'Selene',
  'Helios',
];
const NAME_FIRST = ['Blue', 'Silver', 'Golden', 'Lady', 'Sea', 'Ocean', 'Star', 'Wind', 'White', 'Royal', 'Grand', 'Little', 'Wild', 'Lucky', 'Crystal', 'Sun'];
const NAME_SECOND = ['Dream', 'Spirit', 'Song', 'Pearl', 'Dancer', 'Rose', 'Wave', 'Voyager', 'Tide', 'Harmony', 'Legend', 'Journey', 'Whisper', 'Jewel', 'Quest', 'Light'];

/** Yacht names: curated single names, then two-word names; they wrap (and so collide) at scale. */
export const YACHT_NAME_SINGLES: readonly string[] = NAME_SINGLES;
export const YACHT_NAME_PAIRS: readonly string[] = NAME_FIRST.flatMap((a) => NAME_SECOND.map((b) => `${a} ${b}`));
