'use client';
/** The slider track on swiper (core only: drag, swipe and slideTo are all it needs). */
import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { BREAKPOINTS } from '../../schema/constants/layout';

const GAP_PX = 16;

export function SwiperTrack({ slides, onReady, onChange }: { slides: ReactNode[]; onReady: (swiper: SwiperInstance) => void; onChange: (index: number) => void }) {
  return (
    <Swiper
      slidesPerView={1.15}
      spaceBetween={GAP_PX}
      breakpoints={{ [BREAKPOINTS.md]: { slidesPerView: 2.2 }, [BREAKPOINTS.lg]: { slidesPerView: 3.2 } }}
      onSwiper={onReady}
      onSlideChange={(swiper) => onChange(swiper.activeIndex)}
      className="!overflow-visible"
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={i}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
