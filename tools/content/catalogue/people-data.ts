/** Who works where: roles, the office roster and name pools by region. */

export type Role = { key: string; department: string; en: string; es: string; focus: { en: string; es: string } };

export const ROLES: Record<string, Role> = {
  md: {
    key: 'md',
    department: 'management',
    en: 'Managing Director',
    es: 'Director general',
    focus: { en: 'leads the company and its brokerage team', es: 'dirige la empresa y su equipo de brókeres' },
  },
  sales: {
    key: 'sales',
    department: 'sales',
    en: 'Sales Broker',
    es: 'Bróker de ventas',
    focus: { en: 'represents buyers and sellers of yachts from 30 to 80 metres', es: 'representa a compradores y vendedores de yates de 30 a 80 metros' },
  },
  senior_sales: {
    key: 'senior_sales',
    department: 'sales',
    en: 'Senior Sales Broker',
    es: 'Bróker sénior de ventas',
    focus: { en: 'handles large custom yachts and off-market sales', es: 'se ocupa de grandes yates a medida y de ventas fuera de mercado' },
  },
  charter: {
    key: 'charter',
    department: 'charter',
    en: 'Charter Broker',
    es: 'Bróker de chárter',
    focus: { en: 'plans charters in the Mediterranean and the Caribbean', es: 'organiza chárteres en el Mediterráneo y el Caribe' },
  },
  head_charter: {
    key: 'head_charter',
    department: 'charter',
    en: 'Head of Charter',
    es: 'Responsable de chárter',
    focus: { en: 'runs the charter team and its client relationships', es: 'dirige el equipo de chárter y la relación con sus clientes' },
  },
  charter_mgmt: {
    key: 'charter_mgmt',
    department: 'charter_management',
    en: 'Charter Manager',
    es: 'Responsable de gestión de chárter',
    focus: { en: 'markets yachts for charter and manages their calendars', es: 'comercializa yates para chárter y gestiona su calendario' },
  },
  yacht_mgmt: {
    key: 'yacht_mgmt',
    department: 'yacht_management',
    en: 'Yacht Manager',
    es: 'Responsable de gestión de yates',
    focus: { en: 'looks after budgets, compliance and crew for owners', es: 'se encarga de presupuestos, cumplimiento normativo y tripulación para los armadores' },
  },
  crew: {
    key: 'crew',
    department: 'crew',
    en: 'Crew Placement Specialist',
    es: 'Especialista en contratación de tripulación',
    focus: { en: 'matches captains and crew with the right yachts', es: 'encuentra al capitán y la tripulación adecuados para cada yate' },
  },
  new_build: {
    key: 'new_build',
    department: 'new_build',
    en: 'New Build Project Manager',
    es: 'Jefe de proyecto de nueva construcción',
    focus: { en: 'represents owners at the shipyard from contract to delivery', es: 'representa al armador en el astillero desde el contrato hasta la entrega' },
  },
  refit: {
    key: 'refit',
    department: 'new_build',
    en: 'Refit Project Manager',
    es: 'Jefe de proyecto de refit',
    focus: { en: 'plans and supervises refits and yard periods', es: 'planifica y supervisa refits y estancias en astillero' },
  },
  marketing: {
    key: 'marketing',
    department: 'marketing',
    en: 'Marketing Manager',
    es: 'Responsable de marketing',
    focus: { en: 'launches listings and runs the brand’s campaigns', es: 'lanza los anuncios y dirige las campañas de la marca' },
  },
};

export type NamePool = 'us' | 'uk' | 'fr' | 'it' | 'es' | 'gr' | 'au' | 'hk' | 'sg' | 'th' | 'gulf';

export const NAMES: Record<NamePool, { first: string[]; last: string[]; languages: { en: string; es: string } }> = {
  us: {
    first: ['Emily', 'Michael', 'Jessica', 'Ryan', 'Ashley', 'Daniel', 'Lauren', 'Tyler', 'Megan', 'Chris'],
    last: ['Carter', 'Mitchell', 'Sullivan', 'Brooks', 'Hayes', 'Reynolds', 'Foster', 'Coleman', 'Bennett', 'Parker'],
    languages: { en: 'English, Spanish', es: 'inglés y español' },
  },
  uk: {
    first: ['Charlotte', 'James', 'Oliver', 'Harriet', 'William', 'Imogen', 'Henry', 'Sophie', 'Edward', 'Alice'],
    last: ['Whitaker', 'Hughes', 'Pemberton', 'Ashworth', 'Fletcher', 'Kingsley', 'Harrington', 'Blake', 'Ellison', 'Grant'],
    languages: { en: 'English, French', es: 'inglés y francés' },
  },
  fr: {
    first: ['Camille', 'Julien', 'Élodie', 'Mathieu', 'Sophie', 'Antoine', 'Claire', 'Nicolas', 'Inès', 'Thomas'],
    last: ['Martin', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Fontaine', 'Rousseau', 'Mercier', 'Blanc', 'Garnier'],
    languages: { en: 'French, English, Italian', es: 'francés, inglés e italiano' },
  },
  it: {
    first: ['Giulia', 'Marco', 'Alessandro', 'Francesca', 'Lorenzo', 'Chiara', 'Matteo', 'Elena', 'Luca', 'Sofia'],
    last: ['Rossi', 'Bianchi', 'Romano', 'Ferrari', 'Galli', 'Conti', 'Marchetti', 'Barbieri', 'Fontana', 'Lombardi'],
    languages: { en: 'Italian, English', es: 'italiano e inglés' },
  },
  es: {
    first: ['Lucía', 'Javier', 'Carmen', 'Pablo', 'Marta', 'Alejandro', 'Elena', 'Miguel', 'Laura', 'Sergio'],
    last: ['García', 'Ferrer', 'Vidal', 'Pons', 'Serra', 'Navarro', 'Oliver', 'Rosselló', 'Molina', 'Castro'],
    languages: { en: 'Spanish, Catalan, English, German', es: 'español, catalán, inglés y alemán' },
  },
  gr: {
    first: ['Eleni', 'Nikos', 'Dimitris', 'Katerina', 'Yannis', 'Maria'],
    last: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Alexiou', 'Konstantinou', 'Vlachos'],
    languages: { en: 'Greek, English', es: 'griego e inglés' },
  },
  au: { first: ['Chloe', 'Lachlan', 'Mia', 'Jack', 'Isla', 'Cooper'], last: ['Thompson', 'Walsh', 'Harrison', 'McKenzie', 'Gallagher', 'Doyle'], languages: { en: 'English', es: 'inglés' } },
  hk: { first: ['Karen', 'Wing', 'Vincent', 'Joanne'], last: ['Leung', 'Chan', 'Wong', 'Lau'], languages: { en: 'Cantonese, Mandarin, English', es: 'cantonés, mandarín e inglés' } },
  sg: { first: ['Wei Ling', 'Daniel', 'Priya', 'Marcus'], last: ['Tan', 'Lim', 'Nair', 'Goh'], languages: { en: 'English, Mandarin, Malay', es: 'inglés, mandarín y malayo' } },
  th: { first: ['Siriporn', 'Anan', 'Nattaya', 'Somchai'], last: ['Suwannarat', 'Chaiyaporn', 'Rattanakul', 'Srisuk'], languages: { en: 'Thai, English', es: 'tailandés e inglés' } },
  gulf: {
    first: ['Omar', 'Layla', 'Rashid', 'Nadia', 'Karim', 'Yasmin'],
    last: ['Haddad', 'Mansour', 'Al Sayed', 'Khoury', 'Nasser', 'Farah'],
    languages: { en: 'Arabic, English, French', es: 'árabe, inglés y francés' },
  },
};

/** [office key, name pool, role keys] — 44 people across the 20 offices. */
export const ROSTER: Array<[string, NamePool, string[]]> = [
  ['monaco', 'fr', ['md', 'head_charter', 'senior_sales', 'charter', 'yacht_mgmt', 'marketing']],
  ['fort_lauderdale', 'us', ['senior_sales', 'sales', 'charter', 'charter_mgmt']],
  ['antibes', 'fr', ['sales', 'charter', 'refit']],
  ['palma', 'es', ['sales', 'charter', 'yacht_mgmt']],
  ['london', 'uk', ['senior_sales', 'new_build', 'charter']],
  ['palm_beach', 'us', ['sales', 'charter']],
  ['san_diego', 'us', ['sales', 'charter_mgmt']],
  ['athens', 'gr', ['charter', 'charter_mgmt']],
  ['viareggio', 'it', ['new_build', 'refit']],
  ['sydney', 'au', ['sales', 'charter']],
  ['hong_kong', 'hk', ['sales']],
  ['phuket', 'th', ['charter']],
  ['singapore', 'sg', ['sales', 'yacht_mgmt']],
  ['dubai', 'gulf', ['senior_sales', 'charter']],
  ['qatar', 'gulf', ['sales']],
  ['kuwait', 'gulf', ['sales']],
  ['crew_viareggio', 'it', ['crew']],
  ['crew_antibes', 'fr', ['crew']],
  ['crew_palma', 'es', ['crew']],
  ['crew_fort_lauderdale', 'us', ['crew']],
];
