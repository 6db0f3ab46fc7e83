/** Validation texts of the specs, quoted exactly; shared by forms and the API's 422 answers. */
export const messages = {
  required: 'The field cannot be empty.',
  selectCustomer: 'Please select customer',
  validDomain: 'Please enter a valid domain name.',
  siteNameRequired: 'The site name cannot be empty',
  siteNameMin: 'The site name must be at least 6 characters long',
  siteNameMax: 'The site name cannot be longer than 50 characters.',
  // The specs do not give these texts; they follow the specs' tone.
  validIp: 'Please enter a valid IP address or CIDR range.',
  validIpAddress: 'Please enter a valid IP address.',
  validEmail: 'Please enter a valid email address.',
  validRegex: 'Please enter a valid regular expression.',
  futureDate: 'The expiry date must be in the future.',
  tooLong: (max: number) => `Field cannot be longer than ${max} characters.`,
  wholeNumber: 'Please enter a whole number.',
  between: (min: number, max: number) => `Value should be between ${min} and ${max}`,
  oneOf: 'Please choose one of the options.',
} as const;
