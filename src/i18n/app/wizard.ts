export const wizard = {
  steps: 'Steps',
  showSteps: 'Show the steps',
  stepOf: '%{n} of %{total}',
  quit: 'Quit',
  quitTitle: 'Save your progress?',
  quitText: 'Save and quit keeps what you entered so you can continue later.',
  saveAndQuit: 'Save and quit',
  quitAndDelete: 'Quit and delete progress',
  // The shared confirmation dialog (spec 1 §3) asks once more before the progress goes.
  deleteTitle: 'Delete your progress?',
  deleteQuestion: 'Everything you entered in this wizard is lost, and you start again from the first step next time.',
  deleteConfirm: 'Quit and delete',
  close: 'Close',
  resumed: 'Welcome back: you are where you left off.',
  startOver: 'Start over',
};
