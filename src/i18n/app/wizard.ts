export const wizard = {
  steps: 'Steps',
  stepOf: '%{n} of %{total}',
  quit: 'Quit',
  quitTitle: 'Save your progress?',
  quitText: 'Save and quit keeps what you entered so you can continue later.',
  saveAndQuit: 'Save and quit',
  quitAndDelete: 'Quit and delete progress',
  close: 'Close',
  resumed: 'Welcome back: you are where you left off.',
  startOver: 'Start over',
};
