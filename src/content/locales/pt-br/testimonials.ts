import type * as en from '../../testimonials';
import { image } from '../../images';

const person = (n: number, alt: string) => image('person', `/images/testimonials/person-${n}.webp`, alt);

/** 'O que dizem sobre nós', primeiro conjunto. */
export const testimonials: typeof en.testimonials = [
  {
    id: 1,
    text: 'Fiz o pedido numa segunda-feira, de Istambul, e minha LLC em Wyoming foi aprovada na terça. O EIN e a conta bancária vieram em até duas semanas, e não precisei pegar nenhum avião.',
    name: 'Elif Yilmaz',
    designation: 'Fundadora, Ege Textiles, Turquia',
    image: person(1, 'Elif Yilmaz sorrindo em uma oficina têxtil bem iluminada'),
  },
  {
    id: 2,
    text: 'Ninguém tinha me falado do Form 5472. O CPA parceiro deles entregou o formulário no prazo e me explicou, em palavras simples, o que eu também precisava declarar aqui no Brasil.',
    name: 'Rafael Costa',
    designation: 'Fundador de SaaS, Brasil',
    image: person(2, 'Rafael Costa de camisa xadrez diante de uma estante de livros'),
  },
  {
    id: 3,
    text: 'O endereço virtual e o número americano deixaram nossa verificação de vendedor na Amazon sem dor de cabeça. Todos os documentos tinham os mesmos dados, então passamos na primeira tentativa.',
    name: 'Chen Wei',
    designation: 'Lojista de e-commerce, Singapura',
    image: person(3, 'Chen Wei em pé ao lado de prateleiras com pedidos embalados'),
  },
];

/** Segundo conjunto, com fotos. */
export const testimonialsWithPhoto: typeof en.testimonialsWithPhoto = [
  {
    id: 4,
    text: 'Precisávamos de uma C-Corp em Delaware em três semanas para fechar nossa rodada seed. Eles constituíram a empresa, emitiram as ações dos fundadores e mantiveram tudo dentro do cronograma.',
    name: 'Wanjiru Kamau',
    designation: 'Cofundadora e CEO, Quênia',
    image: person(4, 'Wanjiru Kamau de blazer em um escritório de startup'),
  },
  {
    id: 5,
    text: 'Meus clientes nos EUA agora pagam por ACH em vez de transferências internacionais caras. Abrir a conta online, de Lagos, levou menos de uma semana depois que o EIN chegou.',
    name: 'Tunde Adeyemi',
    designation: 'Dono de agência, Nigéria',
    image: person(5, 'Tunde Adeyemi trabalhando em um notebook em um espaço de coworking'),
  },
  {
    id: 6,
    text: 'Dois anos depois, eles ainda respondem minhas dúvidas em até um dia e me lembram de cada prazo estadual. Suporte vitalício aqui não é só um slogan.',
    name: 'Ana Petrovic',
    designation: 'Consultora, Sérvia',
    image: person(6, 'Ana Petrovic segurando uma xícara de café perto de uma janela'),
  },
];
