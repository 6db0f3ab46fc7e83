import { createContext, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Prompt } from './Prompt';
import type { PromptAnswer, PromptParams } from './promptTypes';

type Ask = (params: PromptParams) => Promise<PromptAnswer>;

export const PromptContext = createContext<Ask | null>(null);

interface Pending {
  /** Remounts the dialog for each prompt, so a typed value never carries over. */
  id: number;
  params: PromptParams;
  resolve: (answer: PromptAnswer) => void;
  /** False once answered: the dialog plays its close animation, then the prompt is dropped. */
  open: boolean;
}

/** Hosts the one prompt dialog the panel shows at a time; `usePrompt()` opens it. */
export function PromptProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [pending, setPending] = useState<Pending | null>(null);
  const count = useRef(0);
  const ask = useCallback<Ask>((params) => new Promise((resolve) => setPending({ id: ++count.current, params, resolve, open: true })), []);

  const answer = (result: PromptAnswer) => {
    if (!pending?.open) return;
    pending.resolve(result);
    setPending({ ...pending, open: false });
  };
  const confirm = (value: string) => answer({ confirmed: true, value });
  const cancel = () => {
    const { type, errorMessage } = pending?.params ?? {};
    answer(
      type === 'confirm'
        ? { confirmed: true, value: '' }
        : { confirmed: false, message: errorMessage ? translate(errorMessage, { _: errorMessage }) : translate('app.prompt.errorMessage') },
    );
  };

  return (
    <PromptContext.Provider value={ask}>
      {children}
      {pending && (
        <Prompt
          key={pending.id}
          params={pending.params}
          open={pending.open}
          onExited={() => setPending((current) => (current?.id === pending.id ? null : current))}
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    </PromptContext.Provider>
  );
}
