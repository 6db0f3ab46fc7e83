export const appearance = {
  intro: 'Choose how the control panel looks on this device.',
  lightHint: 'Bright surfaces, best in well-lit rooms.',
  darkHint: 'Dim surfaces that are easier on the eyes at night.',
  systemHint: 'Follows the light or dark setting of your device.',
};
