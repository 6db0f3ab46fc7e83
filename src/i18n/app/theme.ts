export const theme = {
  label: 'Theme',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};
