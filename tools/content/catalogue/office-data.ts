/** The 16 brokerage and 4 crew-network offices of spec 9.7, with true coordinates and time zones. */

export type Region = 'Europe' | 'Americas' | 'Asia Pacific' | 'Middle East';
export type OfficeData = {
  key: string;
  type: 'yacht_brokerage' | 'tcn';
  name: { en: string; es: string };
  city: string;
  country: { en: string; es: string };
  countryCode: string;
  region: Region;
  lat: number;
  lng: number;
  timezone: string;
  address: string[];
  phone: string;
  fax: string;
  /** Working week: most offices Mon–Fri, Qatar and Kuwait Sun–Thu. */
  week: 'mon-fri' | 'sun-thu';
  headOffice?: boolean;
};

const b = (o: Omit<OfficeData, 'type'>): OfficeData => ({ ...o, type: 'yacht_brokerage' });
const crew = (o: Omit<OfficeData, 'type' | 'name' | 'key'> & { key: string; label: { en: string; es: string } }): OfficeData => {
  const { label, ...rest } = o;
  return { ...rest, type: 'tcn', name: { en: `${label.en} Crew Network`, es: `${label.es} – Red de Tripulaciones` } };
};

export const OFFICES: OfficeData[] = [
  b({ key: 'fort_lauderdale', name: { en: 'Fort Lauderdale', es: 'Fort Lauderdale' }, city: 'Fort Lauderdale', country: { en: 'United States', es: 'Estados Unidos' }, countryCode: 'US', region: 'Americas', lat: 26.1003, lng: -80.1274, timezone: 'America/New_York', address: ['1550 SE 17th Street, Suite 200', 'Fort Lauderdale, FL 33316', 'United States'], phone: '+1 954 525 8300', fax: '+1 954 525 8301', week: 'mon-fri' }),
  b({ key: 'monaco', name: { en: 'Monaco', es: 'Mónaco' }, city: 'Monaco', country: { en: 'Monaco', es: 'Mónaco' }, countryCode: 'MC', region: 'Europe', lat: 43.7418, lng: 7.4275, timezone: 'Europe/Monaco', address: ['7 Avenue de Grande Bretagne', '98000 Monaco'], phone: '+377 93 50 12 20', fax: '+377 93 50 12 21', week: 'mon-fri', headOffice: true }),
  b({ key: 'san_diego', name: { en: 'San Diego', es: 'San Diego' }, city: 'San Diego', country: { en: 'United States', es: 'Estados Unidos' }, countryCode: 'US', region: 'Americas', lat: 32.7149, lng: -117.226, timezone: 'America/Los_Angeles', address: ['2390 Shelter Island Drive', 'San Diego, CA 92106', 'United States'], phone: '+1 619 222 4500', fax: '+1 619 222 4501', week: 'mon-fri' }),
  b({ key: 'palm_beach', name: { en: 'Palm Beach', es: 'Palm Beach' }, city: 'Palm Beach', country: { en: 'United States', es: 'Estados Unidos' }, countryCode: 'US', region: 'Americas', lat: 26.7165, lng: -80.0384, timezone: 'America/New_York', address: ['250 Royal Palm Way', 'Palm Beach, FL 33480', 'United States'], phone: '+1 561 833 6600', fax: '+1 561 833 6601', week: 'mon-fri' }),
  b({ key: 'london', name: { en: 'London', es: 'Londres' }, city: 'London', country: { en: 'United Kingdom', es: 'Reino Unido' }, countryCode: 'GB', region: 'Europe', lat: 51.5098, lng: -0.1459, timezone: 'Europe/London', address: ['40 Berkeley Square', 'London W1J 5AR', 'United Kingdom'], phone: '+44 20 7493 1200', fax: '+44 20 7493 1201', week: 'mon-fri' }),
  b({ key: 'palma', name: { en: 'Palma de Mallorca', es: 'Palma de Mallorca' }, city: 'Palma', country: { en: 'Spain', es: 'España' }, countryCode: 'ES', region: 'Europe', lat: 39.5662, lng: 2.633, timezone: 'Europe/Madrid', address: ['Paseo Marítimo 44', '07014 Palma de Mallorca', 'Spain'], phone: '+34 971 40 12 00', fax: '+34 971 40 12 01', week: 'mon-fri' }),
  b({ key: 'athens', name: { en: 'Athens', es: 'Atenas' }, city: 'Athens', country: { en: 'Greece', es: 'Grecia' }, countryCode: 'GR', region: 'Europe', lat: 37.8627, lng: 23.753, timezone: 'Europe/Athens', address: ['Leoforos Posidonos 58', '166 75 Glyfada, Athens', 'Greece'], phone: '+30 210 894 0900', fax: '+30 210 894 0901', week: 'mon-fri' }),
  b({ key: 'antibes', name: { en: 'Antibes', es: 'Antibes' }, city: 'Antibes', country: { en: 'France', es: 'Francia' }, countryCode: 'FR', region: 'Europe', lat: 43.5853, lng: 7.1283, timezone: 'Europe/Paris', address: ["18 Boulevard d'Aguillon", '06600 Antibes', 'France'], phone: '+33 4 93 34 00 00', fax: '+33 4 93 34 00 01', week: 'mon-fri' }),
  b({ key: 'viareggio', name: { en: 'Viareggio', es: 'Viareggio' }, city: 'Viareggio', country: { en: 'Italy', es: 'Italia' }, countryCode: 'IT', region: 'Europe', lat: 43.8622, lng: 10.2451, timezone: 'Europe/Rome', address: ['Via Coppino 104', '55049 Viareggio (LU)', 'Italy'], phone: '+39 0584 384 100', fax: '+39 0584 384 101', week: 'mon-fri' }),
  b({ key: 'sydney', name: { en: 'Sydney', es: 'Sídney' }, city: 'Sydney', country: { en: 'Australia', es: 'Australia' }, countryCode: 'AU', region: 'Asia Pacific', lat: -33.8747, lng: 151.2305, timezone: 'Australia/Sydney', address: ['1 New Beach Road', 'Darling Point NSW 2027', 'Australia'], phone: '+61 2 9327 4500', fax: '+61 2 9327 4501', week: 'mon-fri' }),
  b({ key: 'hong_kong', name: { en: 'Hong Kong', es: 'Hong Kong' }, city: 'Hong Kong', country: { en: 'Hong Kong', es: 'Hong Kong' }, countryCode: 'HK', region: 'Asia Pacific', lat: 22.2442, lng: 114.1667, timezone: 'Asia/Hong_Kong', address: ['Aberdeen Marina Tower, 8 Shum Wan Road', 'Aberdeen, Hong Kong'], phone: '+852 2555 8800', fax: '+852 2555 8801', week: 'mon-fri' }),
  b({ key: 'phuket', name: { en: 'Phuket', es: 'Phuket' }, city: 'Phuket', country: { en: 'Thailand', es: 'Tailandia' }, countryCode: 'TH', region: 'Asia Pacific', lat: 7.9573, lng: 98.3856, timezone: 'Asia/Bangkok', address: ['Royal Phuket Marina, 63/202 Thepkasattri Road', 'Koh Kaew, Phuket 83000', 'Thailand'], phone: '+66 76 360 900', fax: '+66 76 360 901', week: 'mon-fri' }),
  b({ key: 'singapore', name: { en: 'Singapore', es: 'Singapur' }, city: 'Singapore', country: { en: 'Singapore', es: 'Singapur' }, countryCode: 'SG', region: 'Asia Pacific', lat: 1.2489, lng: 103.8412, timezone: 'Asia/Singapore', address: ['31 Ocean Way, #01-15 Quayside Isle', 'Sentosa Cove, Singapore 098375'], phone: '+65 6275 0800', fax: '+65 6275 0801', week: 'mon-fri' }),
  b({ key: 'dubai', name: { en: 'Dubai', es: 'Dubái' }, city: 'Dubai', country: { en: 'United Arab Emirates', es: 'Emiratos Árabes Unidos' }, countryCode: 'AE', region: 'Middle East', lat: 25.0764, lng: 55.1365, timezone: 'Asia/Dubai', address: ['Dubai Marina Yacht Club, Marsa Dubai', 'Dubai, United Arab Emirates'], phone: '+971 4 362 7900', fax: '+971 4 362 7901', week: 'mon-fri' }),
  b({ key: 'qatar', name: { en: 'Qatar', es: 'Catar' }, city: 'Doha', country: { en: 'Qatar', es: 'Catar' }, countryCode: 'QA', region: 'Middle East', lat: 25.3704, lng: 51.5517, timezone: 'Asia/Qatar', address: ['Porto Arabia, Tower 26, The Pearl', 'Doha, Qatar'], phone: '+974 4495 3300', fax: '+974 4495 3301', week: 'sun-thu' }),
  b({ key: 'kuwait', name: { en: 'Kuwait', es: 'Kuwait' }, city: 'Kuwait City', country: { en: 'Kuwait', es: 'Kuwait' }, countryCode: 'KW', region: 'Middle East', lat: 29.3437, lng: 48.0827, timezone: 'Asia/Kuwait', address: ['Marina Crescent, Arabian Gulf Street', 'Salmiya, Kuwait'], phone: '+965 2224 6600', fax: '+965 2224 6601', week: 'sun-thu' }),
  crew({ key: 'crew_viareggio', label: { en: 'Viareggio', es: 'Viareggio' }, city: 'Viareggio', country: { en: 'Italy', es: 'Italia' }, countryCode: 'IT', region: 'Europe', lat: 43.8655, lng: 10.2495, timezone: 'Europe/Rome', address: ['Via Indipendenza 22', '55049 Viareggio (LU)', 'Italy'], phone: '+39 0584 384 150', fax: '', week: 'mon-fri' }),
  crew({ key: 'crew_antibes', label: { en: 'Antibes', es: 'Antibes' }, city: 'Antibes', country: { en: 'France', es: 'Francia' }, countryCode: 'FR', region: 'Europe', lat: 43.5817, lng: 7.1226, timezone: 'Europe/Paris', address: ['5 Avenue du 24 Août', '06600 Antibes', 'France'], phone: '+33 4 93 34 00 50', fax: '', week: 'mon-fri' }),
  crew({ key: 'crew_palma', label: { en: 'Palma', es: 'Palma' }, city: 'Palma', country: { en: 'Spain', es: 'España' }, countryCode: 'ES', region: 'Europe', lat: 39.5676, lng: 2.633, timezone: 'Europe/Madrid', address: ['Carrer de Joan Miró 10', '07014 Palma de Mallorca', 'Spain'], phone: '+34 971 40 12 50', fax: '', week: 'mon-fri' }),
  crew({ key: 'crew_fort_lauderdale', label: { en: 'Fort Lauderdale', es: 'Fort Lauderdale' }, city: 'Fort Lauderdale', country: { en: 'United States', es: 'Estados Unidos' }, countryCode: 'US', region: 'Americas', lat: 26.1029, lng: -80.1268, timezone: 'America/New_York', address: ['1500 Cordova Road', 'Fort Lauderdale, FL 33316', 'United States'], phone: '+1 954 525 8350', fax: '', week: 'mon-fri' }),
];
