import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { CertificateOption } from '../certificateOptions';

export interface CertificateOptionCardProps {
  option: CertificateOption;
  /** The provider's CDN is set up already: 'Setup Complete', disabled (spec 2 §2.2). */
  complete: boolean;
  disabled: boolean;
  onSetUp: () => void;
}

/** One of the six ways to set up a certificate: its name, price, bandwidth, 'Set up now' and a learn-more link. */
export function CertificateOptionCard({ option, complete, disabled, onSetUp }: CertificateOptionCardProps) {
  const translate = useTranslate();
  const key = `app.domainCreate.certificate.options.${option.id}`;
  const name = translate(`${key}.name`);
  const headingId = `certificate-option-${option.id}`;
  const price = option.priceCents === null ? translate('app.domainCreate.certificate.free') : translate(`${key}.price`);
  const bandwidth = option.order.kind === 'cdn' ? translate(`${key}.bandwidth`) : null;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', borderColor: option.flagged ? 'primary.main' : 'divider' }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" variant="h4" sx={{ fontSize: '1.05rem' }}>
            {name}
          </Typography>
          {option.flagged && <Chip size="small" color="primary" label={translate(`${key}.flag`)} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate(`${key}.text`)}
        </Typography>
        <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{price}</Typography>
        {bandwidth && (
          <Typography variant="body2" color="text.secondary">
            {bandwidth}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button variant={option.flagged ? 'contained' : 'outlined'} onClick={onSetUp} disabled={complete || disabled} aria-describedby={headingId}>
          {translate(complete ? 'app.domainCreate.certificate.options.sbcdn.done' : 'app.domainCreate.certificate.setUp')}
        </Button>
        <Link
          href={option.learnMore}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {translate('app.domainCreate.certificate.learnMore')}
          <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {name}
          </Box>
        </Link>
      </CardActions>
    </Card>
  );
}
