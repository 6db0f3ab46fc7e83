import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { Fab } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ChatDialog, type ChatMessage } from './ChatDialog';

/**
 * The sandbox chat standing in for the provider's chat service: a launcher and a chat window.
 * Messages go to the sandbox, which answers at once from this browser; nothing leaves it.
 */
export function SandboxChat() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const send = (text: string) =>
    setMessages((sent) => [
      ...sent,
      { id: sent.length, from: 'you', text },
      { id: sent.length + 1, from: 'support', text: translate('app.chat.sandboxReply') },
    ]);
  return (
    <>
      <Fab
        color="primary"
        onClick={() => setOpen(true)}
        aria-label={translate('app.chat.launcher')}
        aria-haspopup="dialog"
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: 'speedDial' }}
      >
        <ChatOutlinedIcon />
      </Fab>
      <ChatDialog open={open} onClose={() => setOpen(false)} messages={messages} onSend={send} />
    </>
  );
}
