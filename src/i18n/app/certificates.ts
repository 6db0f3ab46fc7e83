export const certificates = {
  expiring: '%{smart_count} expiring certificate |||| %{smart_count} expiring certificates',
};
