import { useContext } from 'react';
import { PromptContext } from './PromptProvider';

/**
 * Opens the prompt dialog and resolves with the answer:
 * `if ((await prompt({ type: 'input', compare: domain, text: '...' })).confirmed) remove();`
 */
export function usePrompt() {
  const ask = useContext(PromptContext);
  if (!ask) throw new Error('usePrompt needs a <PromptProvider> above it (App.tsx provides one).');
  return ask;
}
