export const shell = {
  skipToContent: 'Skip to content',
  home: 'Control panel home',
  mainMenu: 'Main menu',
  more: 'More',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  sectionNav: 'In this section',
  staffTools: 'Staff tools',
};
