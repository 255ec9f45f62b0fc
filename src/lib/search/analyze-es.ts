/** How search reads Spanish: the Spanish stop words and Snowball's Spanish stemmer, accents aside (see stem-es.ts). */
import { analysisOf, type Analysis } from './analyze';
import { foldAccents, stemSpanish } from './stem-es';

/** Words a Spanish question is made of that say nothing about its topic, without accents ("cómo" and "como" alike). */
export const STOP_WORDS_ES: ReadonlySet<string> = new Set(
  'a al algo alguien algun alguna algunas alguno algunos ante antes aqui asi cada como con contra cual cuales cuando de debe deben debo del desde donde durante e el ella ellas ello ellos en entre era eran es esa esas ese eso esos esta estan estar estas este esto estos estoy fue fueron ha hace hacen hacer hago han has hasta hay he la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o os otra otras otro otros para pero poco podemos por porque puede pueden puedo que quien quienes se sea ser si sin sobre son su sus tambien te tengo ti tiene tienen tu tus u un una unas uno unos usted ustedes y ya yo'.split(
    ' ',
  ),
);

export const spanish: Analysis = analysisOf(STOP_WORDS_ES, stemSpanish, foldAccents);
