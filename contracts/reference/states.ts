/**
 * §3 Reference lists: US states (with the District of Columbia) and Canadian provinces and territories.
 * `nameFr` where the French name differs (Californie, Caroline du Nord...); the others read the same.
 */
export type TRegion = { readonly code: string; readonly name: string; readonly nameFr?: string };

export const US_STATES: readonly TRegion[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California', nameFr: 'Californie' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia', nameFr: 'District de Columbia' },
  { code: 'FL', name: 'Florida', nameFr: 'Floride' },
  { code: 'GA', name: 'Georgia', nameFr: 'Géorgie' },
  { code: 'HI', name: 'Hawaii', nameFr: 'Hawaï' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana', nameFr: 'Louisiane' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico', nameFr: 'Nouveau-Mexique' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina', nameFr: 'Caroline du Nord' },
  { code: 'ND', name: 'North Dakota', nameFr: 'Dakota du Nord' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania', nameFr: 'Pennsylvanie' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina', nameFr: 'Caroline du Sud' },
  { code: 'SD', name: 'South Dakota', nameFr: 'Dakota du Sud' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia', nameFr: 'Virginie' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia', nameFr: 'Virginie-Occidentale' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** Provinces and territories, with their official French names for the fr-CA locale. */
export const CA_PROVINCES: readonly TRegion[] = [
  { code: 'AB', name: 'Alberta', nameFr: 'Alberta' },
  { code: 'BC', name: 'British Columbia', nameFr: 'Colombie-Britannique' },
  { code: 'MB', name: 'Manitoba', nameFr: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick', nameFr: 'Nouveau-Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador', nameFr: 'Terre-Neuve-et-Labrador' },
  { code: 'NT', name: 'Northwest Territories', nameFr: 'Territoires du Nord-Ouest' },
  { code: 'NS', name: 'Nova Scotia', nameFr: 'Nouvelle-Écosse' },
  { code: 'NU', name: 'Nunavut', nameFr: 'Nunavut' },
  { code: 'ON', name: 'Ontario', nameFr: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island', nameFr: 'Île-du-Prince-Édouard' },
  { code: 'QC', name: 'Quebec', nameFr: 'Québec' },
  { code: 'SK', name: 'Saskatchewan', nameFr: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon', nameFr: 'Yukon' },
];

/** The state choices for a country: the US list, the CA list, or none (free text elsewhere). */
export function regionsOf(country: string): readonly TRegion[] {
  if (country === 'US') return US_STATES;
  if (country === 'CA') return CA_PROVINCES;
  return [];
}
