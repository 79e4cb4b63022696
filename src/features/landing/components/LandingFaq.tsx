import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FAQ } from '../landing-content';

export function LandingFaq() {
  return (
    <Box
      component="section"
      aria-labelledby="faq-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="md">
        <Typography id="faq-title" variant="h2" sx={{ textAlign: 'center', mb: 6 }}>
          Frequently asked questions
        </Typography>
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
      </Container>
    </Box>
  );
}
