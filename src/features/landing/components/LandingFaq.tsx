import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { FAQ } from '../landing-content';
import { LandingSection } from './LandingSection';

export function LandingFaq() {
  return (
    <LandingSection titleId="faq-title" title="Frequently asked questions" maxWidth="md" paper>
      {FAQ.map((item, index) => (
        <Accordion key={item.question} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${index}-header`}
            aria-controls={`faq-${index}-content`}
          >
            <Typography component="h3" variant="h6">
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${index}-content`}>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </LandingSection>
  );
}
