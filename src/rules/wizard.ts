/** Sizes of the wizard layout's dialogs (spec 1 §3, §9), in px. */

/** Spec 1 §3: the wizards' shared confirmation dialog is this tall by default (at least: a long warning may need more). */
export const WIZARD_CONFIRM_MIN_HEIGHT = 354;

/** Spec 1 §9: the wizard side dialog (its steps, opened from the bar on small screens) is this wide, never wider than the screen. */
export const WIZARD_SIDE_DIALOG_WIDTH = 678;
