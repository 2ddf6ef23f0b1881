/** The shop's placeholder contact data (SPEC.md: placeholder), shown in the footer and on Contact us. */
export const shopContact = {
  address: 'House 27, Road 11, Banani, Dhaka 1213, Bangladesh',
  phones: ['+880 1711 000 111', '+880 1911 000 222'],
  email: 'support@boipoka.test',
} as const;
