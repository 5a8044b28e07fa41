import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { OfficeDetail } from './OfficeDetail';
import { LeftToRight } from '../../components/LeftToRight';

export interface ContactOfficeProps {
  /** The card's h3 heading, which names it ('Our US office'). */
  title: string;
  /** One or two sentences under the title, e.g. when the phone is answered; left out when not given. */
  text?: string;
  /** First line of the address, above its street lines. */
  brandName: string;
  /** The office address: its small heading ('Address') and its lines, shown left to right. */
  address: { label: string; lines: string[] };
  /** The number: its small heading, the number as shown and as dialled (a tel: link). */
  phone: { label: string; display: string; href: string };
  /** An email address, shown and linked with mailto:, under its small heading; left out when not given. */
  email?: { label: string; address: string };
}

/** The US office beside the inquiry form: where to write or walk in, and the number to call. */
export function ContactOffice({ title, text, brandName, address, phone, email }: ContactOfficeProps) {
  const titleId = useId();
  return (
    <Card component="aside" aria-labelledby={titleId} sx={{ p: { xs: 3, md: 5 }, height: '100%' }}>
      <Typography id={titleId} variant="h4" component="h3" sx={{ mb: text ? 1.5 : 3 }}>
        {title}
      </Typography>
      {text ? <Typography sx={{ color: 'text.secondary', mb: 4 }}>{text}</Typography> : null}
      <Stack spacing={3}>
        <OfficeDetail icon={<PlaceOutlinedIcon />} label={address.label}>
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {brandName}
            {address.lines.map((line) => (
              <span key={line}>
                <br />
                <LeftToRight>{line}</LeftToRight>
              </span>
            ))}
          </Typography>
        </OfficeDetail>
        <OfficeDetail icon={<PhoneOutlinedIcon />} label={phone.label}>
          <Link href={phone.href} variant="h6" component="a" sx={{ fontWeight: 600 }}>
            <LeftToRight>{phone.display}</LeftToRight>
          </Link>
        </OfficeDetail>
        {email ? (
          <OfficeDetail icon={<EmailOutlinedIcon />} label={email.label}>
            <Link href={`mailto:${email.address}`}>{email.address}</Link>
          </OfficeDetail>
        ) : null}
      </Stack>
    </Card>
  );
}
