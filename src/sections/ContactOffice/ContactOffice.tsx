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
  title: string;
  text?: string;
  brandName: string;
  address: { label: string; lines: string[] };
  phone: { label: string; display: string; href: string };
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
