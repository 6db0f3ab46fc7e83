import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Dialog, DialogContent, DialogTitle, IconButton, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { readToken } from '../../authProvider/tokenStore';
import { splitFullName } from '../../rules/name';

export interface ChatMessage {
  id: number;
  from: 'you' | 'support';
  text: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  messages: ChatMessage[];
  onSend: (text: string) => void;
}

/** The chat window: the conversation (read out as it grows) and a message field; it sits in the lower right corner. */
export function ChatDialog({ open, onClose, messages, onSend }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const [text, setText] = useState('');
  const { firstName } = splitFullName(readToken()?.accountFullName);
  const greeting = firstName ? translate('app.chat.greeting', { name: firstName }) : translate('app.chat.greetingNoName');
  const conversation: ChatMessage[] = [{ id: -1, from: 'support', text: greeting }, ...messages];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-end', justifyContent: 'flex-end' } }}
      slotProps={{ paper: { sx: { m: 2, width: 380, maxWidth: 'calc(100% - 32px)', height: 520, maxHeight: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {translate('app.chat.title')}
        </Box>
        <IconButton onClick={onClose} aria-label={translate('app.chat.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers role="log" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {conversation.map((message) => (
          <Box
            key={message.id}
            sx={{
              alignSelf: message.from === 'you' ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: message.from === 'you' ? 'primary.main' : 'action.hover',
              color: message.from === 'you' ? 'primary.contrastText' : 'text.primary',
            }}
          >
            <Typography component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 650, opacity: 0.85 }}>
              {translate(`app.chat.${message.from}`)}
            </Typography>
            <Typography component="span" sx={{ display: 'block', fontSize: '0.875rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Typography>
          </Box>
        ))}
      </DialogContent>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, p: 1.5 }}>
        <TextField
          autoFocus
          size="small"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          label={translate('app.chat.message')}
        />
        <Button type="submit" variant="contained">
          {translate('app.chat.send')}
        </Button>
      </Box>
    </Dialog>
  );
}
