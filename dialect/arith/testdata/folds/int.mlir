%v1 = arith.constant -27135 : i17
%v2 = arith.constant -1 : i17
%v3 = arith.shrsi %v1, %v2 : i17
"foo.use"(%v3) : (i17) -> ()
// -----
%v4 = arith.constant -79 : i8
%v5 = arith.constant -104 : i8
%v6 = arith.maxui %v4, %v5 : i8
"foo.use"(%v6) : (i8) -> ()
// -----
%v7 = arith.constant false
%v8 = arith.constant true
%v9 = arith.maxsi %v7, %v8 : i1
"foo.use"(%v9) : (i1) -> ()
// -----
%v10 = arith.constant -2147483648 : i32
%v11 = arith.constant -1449768209 : i32
%v12 = arith.maxsi %v10, %v11 : i32
"foo.use"(%v12) : (i32) -> ()
// -----
%v13 = arith.constant -1260185186106759758 : i64
%v14 = arith.constant 4685376008020493052 : i64
%v15 = arith.shli %v13, %v14 : i64
"foo.use"(%v15) : (i64) -> ()
// -----
%v16 = arith.constant 2147483647 : i32
%v17 = arith.constant 463542574 : i32
%v18 = arith.maxsi %v16, %v17 : i32
"foo.use"(%v18) : (i32) -> ()
// -----
%v19 = arith.constant -84357719 : i32
%v20 = arith.constant 1802990351 : i32
%v21 = arith.subi %v19, %v20 : i32
"foo.use"(%v21) : (i32) -> ()
// -----
%v22 = arith.constant 2147483647 : i32
%v23 = arith.constant 65066625 : i32
%v24:2 = arith.addui_extended %v22, %v23 : i32, i1
"foo.use"(%v24#0, %v24#1) : (i32, i1) -> ()
// -----
%v25 = arith.constant 0 : i32
%v26 = arith.constant 2090890118 : i32
%v27:2 = arith.mulsi_extended %v25, %v26 : i32
"foo.use"(%v27#0, %v27#1) : (i32, i32) -> ()
// -----
%v28 = arith.constant 24993 : i17
%v29 = arith.constant -30210 : i17
%v30 = arith.ceildivsi %v28, %v29 : i17
"foo.use"(%v30) : (i17) -> ()
// -----
%v31 = arith.constant 3926678652098711657 : index
%v32 = arith.constant -2 : index
%v33 = arith.divui %v31, %v32 : index
"foo.use"(%v33) : (index) -> ()
// -----
%v34 = arith.constant false
%v35 = arith.constant true
%v36 = arith.ceildivsi %v34, %v35 : i1
"foo.use"(%v36) : (i1) -> ()
// -----
%v37 = arith.constant 627 : i16
%v38 = arith.constant 21558 : i16
%v39 = arith.ceildivsi %v37, %v38 : i16
"foo.use"(%v39) : (i16) -> ()
// -----
%v40 = arith.constant 66610957 : i32
%v41 = arith.constant 1596456712 : i32
%v42 = arith.minsi %v40, %v41 : i32
"foo.use"(%v42) : (i32) -> ()
// -----
%v43 = arith.constant 2 : i3
%v44 = arith.constant -4 : i3
%v45 = arith.minsi %v43, %v44 : i3
"foo.use"(%v45) : (i3) -> ()
// -----
%v46 = arith.constant -2147483648 : i32
%v47 = arith.constant 31 : i32
%v48 = arith.minui %v46, %v47 : i32
"foo.use"(%v48) : (i32) -> ()
// -----
%v49 = arith.constant 874404654071717607 : index
%v50 = arith.constant 0 : index
%v51 = arith.shrsi %v49, %v50 : index
"foo.use"(%v51) : (index) -> ()
// -----
%v52 = arith.constant -7443882759142863683 : index
%v53 = arith.constant 3236174850936771956 : index
%v54 = arith.remui %v52, %v53 : index
"foo.use"(%v54) : (index) -> ()
// -----
%v55 = arith.constant -4 : i3
%v56 = arith.constant 2 : i3
%v57 = arith.maxui %v55, %v56 : i3
"foo.use"(%v57) : (i3) -> ()
// -----
%v58 = arith.constant -1 : i32
%v59 = arith.constant 1069721864 : i32
%v60:2 = arith.mului_extended %v58, %v59 : i32
"foo.use"(%v60#0, %v60#1) : (i32, i32) -> ()
// -----
%v61 = arith.constant -28039 : i16
%v62 = arith.constant 6041 : i16
%v63 = arith.remsi %v61, %v62 : i16
"foo.use"(%v63) : (i16) -> ()
// -----
%v64 = arith.constant false
%v65 = arith.constant true
%v66 = arith.addi %v64, %v65 : i1
"foo.use"(%v66) : (i1) -> ()
// -----
%v67 = arith.constant -1 : i8
%v68 = arith.constant -1 : i8
%v69 = arith.shrsi %v67, %v68 : i8
"foo.use"(%v69) : (i8) -> ()
// -----
%v70 = arith.constant 0 : i3
%v71 = arith.constant -3 : i3
%v72 = arith.maxui %v70, %v71 : i3
"foo.use"(%v72) : (i3) -> ()
// -----
%v73 = arith.constant 2 : i128
%v74 = arith.constant -18974366868560142209052899740674392582 : i128
%v75 = arith.ori %v73, %v74 : i128
"foo.use"(%v75) : (i128) -> ()
// -----
%v76 = arith.constant -70 : i8
%v77 = arith.constant -17 : i8
%v78 = arith.remui %v76, %v77 : i8
"foo.use"(%v78) : (i8) -> ()
// -----
%v79 = arith.constant 11499 : i17
%v80 = arith.constant 30175 : i17
%v81 = arith.addi %v79, %v80 : i17
"foo.use"(%v81) : (i17) -> ()
// -----
%v82 = arith.constant 2 : i3
%v83 = arith.constant -3 : i3
%v84 = arith.remui %v82, %v83 : i3
"foo.use"(%v84) : (i3) -> ()
// -----
%v85 = arith.constant 2 : i3
%v86 = arith.constant 2 : i3
%v87 = arith.shrsi %v85, %v86 : i3
"foo.use"(%v87) : (i3) -> ()
// -----
%v88 = arith.constant 4050488945889854292 : index
%v89 = arith.constant 3871834094384269369 : index
%v90 = arith.ceildivsi %v88, %v89 : index
"foo.use"(%v90) : (index) -> ()
// -----
%v91 = arith.constant -2 : i3
%v92 = arith.constant 0 : i3
%v93 = arith.ori %v91, %v92 : i3
"foo.use"(%v93) : (i3) -> ()
// -----
%v94 = arith.constant 18033 : i16
%v95 = arith.constant -11083 : i16
%v96 = arith.divui %v94, %v95 : i16
"foo.use"(%v96) : (i16) -> ()
// -----
%v97 = arith.constant 0 : i3
%v98 = arith.constant 3 : i3
%v99 = arith.andi %v97, %v98 : i3
"foo.use"(%v99) : (i3) -> ()
// -----
%v100 = arith.constant -3845896778440793718 : i64
%v101 = arith.constant 2506564919816069374 : i64
%v102 = arith.minsi %v100, %v101 : i64
"foo.use"(%v102) : (i64) -> ()
// -----
%v103 = arith.constant 865937522796933005 : i64
%v104 = arith.constant 8236116500910743083 : i64
%v105 = arith.floordivsi %v103, %v104 : i64
"foo.use"(%v105) : (i64) -> ()
// -----
%v106 = arith.constant 48324 : i17
%v107 = arith.constant -41355 : i17
%v108 = arith.cmpi sle, %v106, %v107 : i17
"foo.use"(%v108) : (i1) -> ()
// -----
%v109 = arith.constant 3 : i3
%v110 = arith.constant -4 : i3
%v111 = arith.remui %v109, %v110 : i3
"foo.use"(%v111) : (i3) -> ()
// -----
%v112 = arith.constant -8846635132423850131 : i64
%v113 = arith.constant -4497189736587273193 : i64
%v114 = arith.ori %v112, %v113 : i64
"foo.use"(%v114) : (i64) -> ()
// -----
%v115 = arith.constant -461068976 : i32
%v116 = arith.constant 557958865 : i32
%v117 = arith.muli %v115, %v116 : i32
"foo.use"(%v117) : (i32) -> ()
// -----
%v118 = arith.constant true
%v119 = arith.constant true
%v120 = arith.xori %v118, %v119 : i1
"foo.use"(%v120) : (i1) -> ()
// -----
%v121 = arith.constant -61813810898897975765398215784254816463 : i128
%v122 = arith.constant 72581066023517138974102689414859349448 : i128
%v123 = arith.cmpi sle, %v121, %v122 : i128
"foo.use"(%v123) : (i1) -> ()
// -----
%v124 = arith.constant false
%v125 = arith.constant true
%v126 = arith.ori %v124, %v125 : i1
"foo.use"(%v126) : (i1) -> ()
// -----
%v127 = arith.constant false
%v128 = arith.constant false
%v129 = arith.ceildivsi %v127, %v128 : i1
"foo.use"(%v129) : (i1) -> ()
// -----
%v130 = arith.constant -59922862059610221257149785561378265 : i128
%v131 = arith.constant -109609617250301500230488918864683096697 : i128
%v132:2 = arith.addui_extended %v130, %v131 : i128, i1
"foo.use"(%v132#0, %v132#1) : (i128, i1) -> ()
// -----
%v133 = arith.constant 1246269272 : i32
%v134 = arith.constant -1883209314 : i32
%v135 = arith.shrui %v133, %v134 : i32
"foo.use"(%v135) : (i32) -> ()
// -----
%v136 = arith.constant 65 : index
%v137 = arith.constant -2 : index
%v138 = arith.minui %v136, %v137 : index
"foo.use"(%v138) : (index) -> ()
// -----
%v139 = arith.constant -51744 : i17
%v140 = arith.constant -60514 : i17
%v141 = arith.divui %v139, %v140 : i17
"foo.use"(%v141) : (i17) -> ()
// -----
%v142 = arith.constant -5654 : i17
%v143 = arith.constant 52973 : i17
%v144 = arith.shrui %v142, %v143 : i17
"foo.use"(%v144) : (i17) -> ()
// -----
%v145 = arith.constant 2 : i3
%v146 = arith.constant -1 : i3
%v147 = arith.shrsi %v145, %v146 : i3
"foo.use"(%v147) : (i3) -> ()
// -----
%v148 = arith.constant -320959993 : i32
%v149 = arith.constant 31 : i32
%v150 = arith.shli %v148, %v149 : i32
"foo.use"(%v150) : (i32) -> ()
// -----
%v151 = arith.constant 31 : i32
%v152 = arith.constant 31 : i32
%v153 = arith.divsi %v151, %v152 : i32
"foo.use"(%v153) : (i32) -> ()
// -----
%v154 = arith.constant -73 : i8
%v155 = arith.constant 8 : i8
%v156 = arith.maxsi %v154, %v155 : i8
"foo.use"(%v156) : (i8) -> ()
// -----
%v157 = arith.constant 3768047099686840004 : index
%v158 = arith.constant -6669103611526215390 : index
%v159 = arith.maxsi %v157, %v158 : index
"foo.use"(%v159) : (index) -> ()
// -----
%v160 = arith.constant -615192999 : i32
%v161 = arith.constant -1 : i32
%v162 = arith.maxui %v160, %v161 : i32
"foo.use"(%v162) : (i32) -> ()
// -----
%v163 = arith.constant -170141183460469231731687303715884105728 : i128
%v164 = arith.constant 45101552082228288158455670705545109980 : i128
%v165 = arith.ceildivsi %v163, %v164 : i128
"foo.use"(%v165) : (i128) -> ()
// -----
%v166 = arith.constant 107 : i8
%v167 = arith.constant -76 : i8
%v168 = arith.shli %v166, %v167 : i8
"foo.use"(%v168) : (i8) -> ()
// -----
%v169 = arith.constant 1771935848062506287 : index
%v170 = arith.constant 63 : index
%v171 = arith.cmpi sge, %v169, %v170 : index
"foo.use"(%v171) : (i1) -> ()
// -----
%v172 = arith.constant -65171 : i17
%v173 = arith.constant -21896 : i17
%v174 = arith.cmpi sle, %v172, %v173 : i17
"foo.use"(%v174) : (i1) -> ()
// -----
%v175 = arith.constant -56526 : i17
%v176 = arith.constant 24847 : i17
%v177 = arith.minui %v175, %v176 : i17
"foo.use"(%v177) : (i17) -> ()
// -----
%v178 = arith.constant -41655264 : i32
%v179 = arith.constant 31 : i32
%v180 = arith.ceildivui %v178, %v179 : i32
"foo.use"(%v180) : (i32) -> ()
// -----
%v181 = arith.constant false
%v182 = arith.constant false
%v183 = arith.divsi %v181, %v182 : i1
"foo.use"(%v183) : (i1) -> ()
// -----
%v184 = arith.constant 3 : i3
%v185 = arith.constant -4 : i3
%v186 = arith.shli %v184, %v185 : i3
"foo.use"(%v186) : (i3) -> ()
// -----
%v187 = arith.constant true
%v188 = arith.constant false
%v189 = arith.ceildivsi %v187, %v188 : i1
"foo.use"(%v189) : (i1) -> ()
// -----
%v190 = arith.constant 1010 : i16
%v191 = arith.constant 5559 : i16
%v192 = arith.divui %v190, %v191 : i16
"foo.use"(%v192) : (i16) -> ()
// -----
%v193 = arith.constant 40 : i8
%v194 = arith.constant 103 : i8
%v195:2 = arith.mului_extended %v193, %v194 : i8
"foo.use"(%v195#0, %v195#1) : (i8, i8) -> ()
// -----
%v196 = arith.constant 61778109233557631769016492302896188195 : i128
%v197 = arith.constant -68964001382282549991339963240383868762 : i128
%v198 = arith.maxui %v196, %v197 : i128
"foo.use"(%v198) : (i128) -> ()
// -----
%v199 = arith.constant -1 : i3
%v200 = arith.constant -1 : i3
%v201 = arith.divui %v199, %v200 : i3
"foo.use"(%v201) : (i3) -> ()
// -----
%v202 = arith.constant -1 : i64
%v203 = arith.constant 1417336529909967079 : i64
%v204 = arith.andi %v202, %v203 : i64
"foo.use"(%v204) : (i64) -> ()
// -----
%v205 = arith.constant -1 : i8
%v206 = arith.constant 12 : i8
%v207:2 = arith.mului_extended %v205, %v206 : i8
"foo.use"(%v207#0, %v207#1) : (i8, i8) -> ()
// -----
%v208 = arith.constant -9223372036854775808 : i64
%v209 = arith.constant 7668076377274348580 : i64
%v210 = arith.remui %v208, %v209 : i64
"foo.use"(%v210) : (i64) -> ()
// -----
%v211 = arith.constant false
%v212 = arith.constant true
%v213 = arith.xori %v211, %v212 : i1
"foo.use"(%v213) : (i1) -> ()
// -----
%v214 = arith.constant 0 : i3
%v215 = arith.constant 3 : i3
%v216 = arith.maxui %v214, %v215 : i3
"foo.use"(%v216) : (i3) -> ()
// -----
%v217 = arith.constant -5227774408191297714 : i64
%v218 = arith.constant 258484351897985538 : i64
%v219 = arith.maxui %v217, %v218 : i64
"foo.use"(%v219) : (i64) -> ()
// -----
%v220 = arith.constant -18900187734149664230447304978054948836 : i128
%v221 = arith.constant 146156631908611594947888491144852469460 : i128
%v222:2 = arith.mului_extended %v220, %v221 : i128
"foo.use"(%v222#0, %v222#1) : (i128, i128) -> ()
// -----
%v223 = arith.constant -269419226 : i32
%v224 = arith.constant -388810880 : i32
%v225 = arith.subi %v223, %v224 : i32
"foo.use"(%v225) : (i32) -> ()
// -----
%v226 = arith.constant 0 : index
%v227 = arith.constant 2293408190498078780 : index
%v228 = arith.shrui %v226, %v227 : index
"foo.use"(%v228) : (index) -> ()
// -----
%v229 = arith.constant -7706373547752660863 : index
%v230 = arith.constant -4095790625625970525 : index
%v231 = arith.shrui %v229, %v230 : index
"foo.use"(%v231) : (index) -> ()
// -----
%v232 = arith.constant 2 : i64
%v233 = arith.constant -1 : i64
%v234:2 = arith.mului_extended %v232, %v233 : i64
"foo.use"(%v234#0, %v234#1) : (i64, i64) -> ()
// -----
%v235 = arith.constant -2147483648 : i32
%v236 = arith.constant -2147483648 : i32
%v237 = arith.cmpi ugt, %v235, %v236 : i32
"foo.use"(%v237) : (i1) -> ()
// -----
%v238 = arith.constant true
%v239 = arith.constant false
%v240 = arith.addi %v238, %v239 : i1
"foo.use"(%v240) : (i1) -> ()
// -----
%v241 = arith.constant 0 : i17
%v242 = arith.constant 21083 : i17
%v243 = arith.remui %v241, %v242 : i17
"foo.use"(%v243) : (i17) -> ()
// -----
%v244 = arith.constant -67289959429516232342869806849988003930 : i128
%v245 = arith.constant -2 : i128
%v246 = arith.shrsi %v244, %v245 : i128
"foo.use"(%v246) : (i128) -> ()
// -----
%v247 = arith.constant -26434 : i16
%v248 = arith.constant -29583 : i16
%v249 = arith.cmpi slt, %v247, %v248 : i16
"foo.use"(%v249) : (i1) -> ()
// -----
%v250 = arith.constant 164988239275254296155445992126858840908 : i128
%v251 = arith.constant -76392309134837759746704154006734193014 : i128
%v252 = arith.muli %v250, %v251 : i128
"foo.use"(%v252) : (i128) -> ()
// -----
%v253 = arith.constant 1507263674988712911 : i64
%v254 = arith.constant -5072906989258363797 : i64
%v255 = arith.ceildivsi %v253, %v254 : i64
"foo.use"(%v255) : (i64) -> ()
// -----
%v256 = arith.constant -17959 : i16
%v257 = arith.constant -6143 : i16
%v258 = arith.floordivsi %v256, %v257 : i16
"foo.use"(%v258) : (i16) -> ()
// -----
%v259 = arith.constant -1 : i3
%v260 = arith.constant -1 : i3
%v261 = arith.minsi %v259, %v260 : i3
"foo.use"(%v261) : (i3) -> ()
// -----
%v262 = arith.constant 28994 : i17
%v263 = arith.constant -8564 : i17
%v264 = arith.remsi %v262, %v263 : i17
"foo.use"(%v264) : (i17) -> ()
// -----
%v265 = arith.constant -69373258471268707049738120747980248182 : i128
%v266 = arith.constant 128 : i128
%v267 = arith.addi %v265, %v266 : i128
"foo.use"(%v267) : (i128) -> ()
// -----
%v268 = arith.constant 2 : i16
%v269 = arith.constant 18445 : i16
%v270 = arith.ceildivui %v268, %v269 : i16
"foo.use"(%v270) : (i16) -> ()
// -----
%v271 = arith.constant true
%v272 = arith.constant true
%v273 = arith.maxui %v271, %v272 : i1
"foo.use"(%v273) : (i1) -> ()
// -----
%v274 = arith.constant 35867 : i17
%v275 = arith.constant -13229 : i17
%v276 = arith.muli %v274, %v275 : i17
"foo.use"(%v276) : (i17) -> ()
// -----
%v277 = arith.constant false
%v278 = arith.constant true
%v279 = arith.cmpi ult, %v277, %v278 : i1
"foo.use"(%v279) : (i1) -> ()
// -----
%v280 = arith.constant -2054909103 : i32
%v281 = arith.constant 1971691068 : i32
%v282 = arith.shrsi %v280, %v281 : i32
"foo.use"(%v282) : (i32) -> ()
// -----
%v283 = arith.constant 2 : i128
%v284 = arith.constant -129933976908798981949564604198337694632 : i128
%v285:2 = arith.addui_extended %v283, %v284 : i128, i1
"foo.use"(%v285#0, %v285#1) : (i128, i1) -> ()
// -----
%v286 = arith.constant 10987 : i16
%v287 = arith.constant 25514 : i16
%v288 = arith.cmpi ult, %v286, %v287 : i16
"foo.use"(%v288) : (i1) -> ()
// -----
%v289 = arith.constant false
%v290 = arith.constant false
%v291 = arith.shrsi %v289, %v290 : i1
"foo.use"(%v291) : (i1) -> ()
// -----
%v292 = arith.constant false
%v293 = arith.constant false
%v294 = arith.shrui %v292, %v293 : i1
"foo.use"(%v294) : (i1) -> ()
// -----
%v295 = arith.constant -1768020191 : i32
%v296 = arith.constant 31 : i32
%v297 = arith.ceildivui %v295, %v296 : i32
"foo.use"(%v297) : (i32) -> ()
// -----
%v298 = arith.constant 1 : i32
%v299 = arith.constant 1653461689 : i32
%v300 = arith.xori %v298, %v299 : i32
"foo.use"(%v300) : (i32) -> ()
// -----
%v301 = arith.constant -407039073 : i32
%v302 = arith.constant -872853204 : i32
%v303 = arith.addi %v301, %v302 : i32
"foo.use"(%v303) : (i32) -> ()
// -----
%v304 = arith.constant 2894481335616804145 : index
%v305 = arith.constant 4785515796628348170 : index
%v306 = arith.minui %v304, %v305 : index
"foo.use"(%v306) : (index) -> ()
// -----
%v307 = arith.constant -7897504263154092014 : i64
%v308 = arith.constant 3768714926141045329 : i64
%v309 = arith.maxsi %v307, %v308 : i64
"foo.use"(%v309) : (i64) -> ()
// -----
%v310 = arith.constant -2035518810863177963 : i64
%v311 = arith.constant 1528477187898497163 : i64
%v312 = arith.minui %v310, %v311 : i64
"foo.use"(%v312) : (i64) -> ()
// -----
%v313 = arith.constant 31 : i32
%v314 = arith.constant 2 : i32
%v315 = arith.shli %v313, %v314 : i32
"foo.use"(%v315) : (i32) -> ()
// -----
%v316 = arith.constant 20650 : i17
%v317 = arith.constant -4728 : i17
%v318 = arith.shli %v316, %v317 : i17
"foo.use"(%v318) : (i17) -> ()
// -----
%v319 = arith.constant -1 : i64
%v320 = arith.constant -5254633750665747915 : i64
%v321 = arith.xori %v319, %v320 : i64
"foo.use"(%v321) : (i64) -> ()
// -----
%v322 = arith.constant 2 : i8
%v323 = arith.constant -65 : i8
%v324:2 = arith.addui_extended %v322, %v323 : i8, i1
"foo.use"(%v324#0, %v324#1) : (i8, i1) -> ()
// -----
%v325 = arith.constant 5413534444852828866 : index
%v326 = arith.constant -4209164507567276442 : index
%v327:2 = arith.mulsi_extended %v325, %v326 : index
"foo.use"(%v327#0, %v327#1) : (index, index) -> ()
// -----
%v328 = arith.constant 31 : i32
%v329 = arith.constant -1976683107 : i32
%v330 = arith.minui %v328, %v329 : i32
"foo.use"(%v330) : (i32) -> ()
// -----
%v331 = arith.constant 470659313 : i32
%v332 = arith.constant -236062101 : i32
%v333 = arith.ceildivsi %v331, %v332 : i32
"foo.use"(%v333) : (i32) -> ()
// -----
%v334 = arith.constant 3 : i3
%v335 = arith.constant 0 : i3
%v336:2 = arith.mului_extended %v334, %v335 : i3
"foo.use"(%v336#0, %v336#1) : (i3, i3) -> ()
// -----
%v337 = arith.constant -75 : i8
%v338 = arith.constant -128 : i8
%v339 = arith.divsi %v337, %v338 : i8
"foo.use"(%v339) : (i8) -> ()
// -----
%v340 = arith.constant 2147483647 : i32
%v341 = arith.constant -982680029 : i32
%v342 = arith.subi %v340, %v341 : i32
"foo.use"(%v342) : (i32) -> ()
// -----
%v343 = arith.constant 1 : index
%v344 = arith.constant -5694125534222212712 : index
%v345 = arith.maxsi %v343, %v344 : index
"foo.use"(%v345) : (index) -> ()
// -----
%v346 = arith.constant 2 : index
%v347 = arith.constant -332943737412585519 : index
%v348 = arith.minui %v346, %v347 : index
"foo.use"(%v348) : (index) -> ()
// -----
%v349 = arith.constant -65536 : i17
%v350 = arith.constant -45781 : i17
%v351 = arith.addi %v349, %v350 : i17
"foo.use"(%v351) : (i17) -> ()
// -----
%v352 = arith.constant 86390509161818651309660192728171357777 : i128
%v353 = arith.constant 79597203298056628104754034705171139529 : i128
%v354 = arith.remsi %v352, %v353 : i128
"foo.use"(%v354) : (i128) -> ()
// -----
%v355 = arith.constant -1259187503 : i32
%v356 = arith.constant 846981053 : i32
%v357 = arith.maxsi %v355, %v356 : i32
"foo.use"(%v357) : (i32) -> ()
// -----
%v358 = arith.constant 2 : i32
%v359 = arith.constant -1300939861 : i32
%v360 = arith.muli %v358, %v359 : i32
"foo.use"(%v360) : (i32) -> ()
// -----
%v361 = arith.constant 127 : i8
%v362 = arith.constant -70 : i8
%v363 = arith.ori %v361, %v362 : i8
"foo.use"(%v363) : (i8) -> ()
// -----
%v364 = arith.constant -57627 : i17
%v365 = arith.constant 22090 : i17
%v366 = arith.maxui %v364, %v365 : i17
"foo.use"(%v366) : (i17) -> ()
// -----
%v367 = arith.constant false
%v368 = arith.constant true
%v369 = arith.remsi %v367, %v368 : i1
"foo.use"(%v369) : (i1) -> ()
// -----
%v370 = arith.constant 52873 : i17
%v371 = arith.constant 16 : i17
%v372 = arith.muli %v370, %v371 : i17
"foo.use"(%v372) : (i17) -> ()
// -----
%v373 = arith.constant -4365865597602957814 : index
%v374 = arith.constant 1 : index
%v375 = arith.minui %v373, %v374 : index
"foo.use"(%v375) : (index) -> ()
// -----
%v376 = arith.constant 2 : i17
%v377 = arith.constant 17 : i17
%v378 = arith.xori %v376, %v377 : i17
"foo.use"(%v378) : (i17) -> ()
// -----
%v379 = arith.constant 229664973 : i32
%v380 = arith.constant 162621122 : i32
%v381 = arith.minsi %v379, %v380 : i32
"foo.use"(%v381) : (i32) -> ()
// -----
%v382 = arith.constant -82336571675464343339097682437776472211 : i128
%v383 = arith.constant -1832468813397920269245825439528335640 : i128
%v384 = arith.shli %v382, %v383 : i128
"foo.use"(%v384) : (i128) -> ()
// -----
%v385 = arith.constant -123 : i8
%v386 = arith.constant -25 : i8
%v387 = arith.maxsi %v385, %v386 : i8
"foo.use"(%v387) : (i8) -> ()
// -----
%v388 = arith.constant true
%v389 = arith.constant false
%v390 = arith.remsi %v388, %v389 : i1
"foo.use"(%v390) : (i1) -> ()
// -----
%v391 = arith.constant 2 : i8
%v392 = arith.constant 9 : i8
%v393 = arith.floordivsi %v391, %v392 : i8
"foo.use"(%v393) : (i8) -> ()
// -----
%v394 = arith.constant -117 : i8
%v395 = arith.constant 101 : i8
%v396 = arith.maxsi %v394, %v395 : i8
"foo.use"(%v396) : (i8) -> ()
// -----
%v397 = arith.constant 0 : index
%v398 = arith.constant 1 : index
%v399 = arith.minsi %v397, %v398 : index
"foo.use"(%v399) : (index) -> ()
// -----
%v400 = arith.constant 75 : i17
%v401 = arith.constant 16 : i17
%v402 = arith.minsi %v400, %v401 : i17
"foo.use"(%v402) : (i17) -> ()
// -----
%v403 = arith.constant 2 : i128
%v404 = arith.constant -104712742599503191133650054380644041580 : i128
%v405 = arith.ceildivui %v403, %v404 : i128
"foo.use"(%v405) : (i128) -> ()
// -----
%v406 = arith.constant false
%v407 = arith.constant false
%v408 = arith.shrui %v406, %v407 : i1
"foo.use"(%v408) : (i1) -> ()
// -----
%v409 = arith.constant 5826902073132488336 : i64
%v410 = arith.constant -1857042075134339497 : i64
%v411:2 = arith.mulsi_extended %v409, %v410 : i64
"foo.use"(%v411#0, %v411#1) : (i64, i64) -> ()
// -----
%v412 = arith.constant 30961 : i17
%v413 = arith.constant 65535 : i17
%v414 = arith.ceildivsi %v412, %v413 : i17
"foo.use"(%v414) : (i17) -> ()
// -----
%v415 = arith.constant 113972252793083686695214719222814909652 : i128
%v416 = arith.constant 141275296098110868960913579969778815737 : i128
%v417 = arith.remui %v415, %v416 : i128
"foo.use"(%v417) : (i128) -> ()
// -----
%v418 = arith.constant 1 : i32
%v419 = arith.constant 31 : i32
%v420 = arith.remsi %v418, %v419 : i32
"foo.use"(%v420) : (i32) -> ()
// -----
%v421 = arith.constant -8773119277953095645 : i64
%v422 = arith.constant -8929833593987680592 : i64
%v423 = arith.remui %v421, %v422 : i64
"foo.use"(%v423) : (i64) -> ()
// -----
%v424 = arith.constant 2445006294459786675 : i64
%v425 = arith.constant 8535710230842517932 : i64
%v426 = arith.ceildivui %v424, %v425 : i64
"foo.use"(%v426) : (i64) -> ()
// -----
%v427 = arith.constant 65 : i64
%v428 = arith.constant 5260157503087151025 : i64
%v429 = arith.maxui %v427, %v428 : i64
"foo.use"(%v429) : (i64) -> ()
// -----
%v430 = arith.constant 1889 : i16
%v431 = arith.constant -32768 : i16
%v432 = arith.remui %v430, %v431 : i16
"foo.use"(%v432) : (i16) -> ()
// -----
%v433 = arith.constant -1 : i3
%v434 = arith.constant 0 : i3
%v435 = arith.minsi %v433, %v434 : i3
"foo.use"(%v435) : (i3) -> ()
// -----
%v436 = arith.constant 42048 : i17
%v437 = arith.constant -28444 : i17
%v438 = arith.cmpi eq, %v436, %v437 : i17
"foo.use"(%v438) : (i1) -> ()
// -----
%v439 = arith.constant 15423 : i16
%v440 = arith.constant -29634 : i16
%v441 = arith.divui %v439, %v440 : i16
"foo.use"(%v441) : (i16) -> ()
// -----
%v442 = arith.constant 3 : i3
%v443 = arith.constant 2 : i3
%v444 = arith.maxui %v442, %v443 : i3
"foo.use"(%v444) : (i3) -> ()
// -----
%v445 = arith.constant true
%v446 = arith.constant true
%v447 = arith.minsi %v445, %v446 : i1
"foo.use"(%v447) : (i1) -> ()
// -----
%v448 = arith.constant -117 : i8
%v449 = arith.constant -72 : i8
%v450 = arith.ceildivui %v448, %v449 : i8
"foo.use"(%v450) : (i8) -> ()
// -----
%v451 = arith.constant 2773 : i16
%v452 = arith.constant -11820 : i16
%v453 = arith.subi %v451, %v452 : i16
"foo.use"(%v453) : (i16) -> ()
// -----
%v454 = arith.constant -4 : i3
%v455 = arith.constant -4 : i3
%v456 = arith.muli %v454, %v455 : i3
"foo.use"(%v456) : (i3) -> ()
// -----
%v457 = arith.constant -4 : i3
%v458 = arith.constant 0 : i3
%v459:2 = arith.mulsi_extended %v457, %v458 : i3
"foo.use"(%v459#0, %v459#1) : (i3, i3) -> ()
// -----
%v460 = arith.constant -3 : i3
%v461 = arith.constant 0 : i3
%v462 = arith.ori %v460, %v461 : i3
"foo.use"(%v462) : (i3) -> ()
// -----
%v463 = arith.constant -31347 : i16
%v464 = arith.constant 2570 : i16
%v465 = arith.divsi %v463, %v464 : i16
"foo.use"(%v465) : (i16) -> ()
// -----
%v466 = arith.constant 2 : index
%v467 = arith.constant 7829517222749796408 : index
%v468 = arith.maxsi %v466, %v467 : index
"foo.use"(%v468) : (index) -> ()
// -----
%v469 = arith.constant 107 : i8
%v470 = arith.constant -18 : i8
%v471 = arith.maxui %v469, %v470 : i8
"foo.use"(%v471) : (i8) -> ()
// -----
%v472 = arith.constant -7177744831394584934 : i64
%v473 = arith.constant -9223372036854775808 : i64
%v474 = arith.andi %v472, %v473 : i64
"foo.use"(%v474) : (i64) -> ()
// -----
%v475 = arith.constant -25892040682205414697877518780034522691 : i128
%v476 = arith.constant -21969373321379503215850437115634734749 : i128
%v477 = arith.minsi %v475, %v476 : i128
"foo.use"(%v477) : (i128) -> ()
// -----
%v478 = arith.constant 128 : i128
%v479 = arith.constant 72974814801331240339143938692979989525 : i128
%v480 = arith.floordivsi %v478, %v479 : i128
"foo.use"(%v480) : (i128) -> ()
// -----
%v481 = arith.constant 3 : i3
%v482 = arith.constant -1 : i3
%v483 = arith.ceildivsi %v481, %v482 : i3
"foo.use"(%v483) : (i3) -> ()
// -----
%v484 = arith.constant true
%v485 = arith.constant true
%v486 = arith.maxsi %v484, %v485 : i1
"foo.use"(%v486) : (i1) -> ()
// -----
%v487 = arith.constant 129 : i128
%v488 = arith.constant -54673098871848307136551494099576547182 : i128
%v489 = arith.subi %v487, %v488 : i128
"foo.use"(%v489) : (i128) -> ()
// -----
%v490 = arith.constant 110676750341525551864787455144053947237 : i128
%v491 = arith.constant 128 : i128
%v492 = arith.xori %v490, %v491 : i128
"foo.use"(%v492) : (i128) -> ()
// -----
%v493 = arith.constant 1 : i32
%v494 = arith.constant 548207601 : i32
%v495 = arith.shrsi %v493, %v494 : i32
"foo.use"(%v495) : (i32) -> ()
// -----
%v496 = arith.constant -5644424259762472393 : i64
%v497 = arith.constant -2 : i64
%v498 = arith.shli %v496, %v497 : i64
"foo.use"(%v498) : (i64) -> ()
// -----
%v499 = arith.constant -1 : i3
%v500 = arith.constant -4 : i3
%v501:2 = arith.addui_extended %v499, %v500 : i3, i1
"foo.use"(%v501#0, %v501#1) : (i3, i1) -> ()
// -----
%v502 = arith.constant -65536 : i17
%v503 = arith.constant -50947 : i17
%v504 = arith.ori %v502, %v503 : i17
"foo.use"(%v504) : (i17) -> ()
// -----
%v505 = arith.constant false
%v506 = arith.constant true
%v507 = arith.addi %v505, %v506 : i1
"foo.use"(%v507) : (i1) -> ()
// -----
%v508 = arith.constant -1431968609 : i32
%v509 = arith.constant -1 : i32
%v510 = arith.maxui %v508, %v509 : i32
"foo.use"(%v510) : (i32) -> ()
// -----
%v511 = arith.constant 7239225033563561254 : i64
%v512 = arith.constant 7071671308599876640 : i64
%v513 = arith.muli %v511, %v512 : i64
"foo.use"(%v513) : (i64) -> ()
// -----
%v514 = arith.constant -1 : i64
%v515 = arith.constant 65 : i64
%v516 = arith.floordivsi %v514, %v515 : i64
"foo.use"(%v516) : (i64) -> ()
// -----
%v517 = arith.constant -1 : i32
%v518 = arith.constant -840980262 : i32
%v519 = arith.maxsi %v517, %v518 : i32
"foo.use"(%v519) : (i32) -> ()
// -----
%v520 = arith.constant -5530629991324496519 : i64
%v521 = arith.constant 7219530198101544453 : i64
%v522:2 = arith.mulsi_extended %v520, %v521 : i64
"foo.use"(%v522#0, %v522#1) : (i64, i64) -> ()
// -----
%v523 = arith.constant -1 : i8
%v524 = arith.constant -107 : i8
%v525 = arith.xori %v523, %v524 : i8
"foo.use"(%v525) : (i8) -> ()
// -----
%v526 = arith.constant 0 : i128
%v527 = arith.constant 101169873002513070133172946334424662829 : i128
%v528 = arith.remui %v526, %v527 : i128
"foo.use"(%v528) : (i128) -> ()
// -----
%v529 = arith.constant -25215 : i16
%v530 = arith.constant -6705 : i16
%v531 = arith.cmpi sge, %v529, %v530 : i16
"foo.use"(%v531) : (i1) -> ()
// -----
%v532 = arith.constant -1628592203 : i32
%v533 = arith.constant -1662952630 : i32
%v534 = arith.muli %v532, %v533 : i32
"foo.use"(%v534) : (i32) -> ()
// -----
%v535 = arith.constant -1 : i3
%v536 = arith.constant -2 : i3
%v537 = arith.shrui %v535, %v536 : i3
"foo.use"(%v537) : (i3) -> ()
// -----
%v538 = arith.constant 47238 : i17
%v539 = arith.constant 2765 : i17
%v540 = arith.remui %v538, %v539 : i17
"foo.use"(%v540) : (i17) -> ()
// -----
%v541 = arith.constant 31 : i32
%v542 = arith.constant 32 : i32
%v543 = arith.remui %v541, %v542 : i32
"foo.use"(%v543) : (i32) -> ()
// -----
%v544 = arith.constant -2 : i17
%v545 = arith.constant -45854 : i17
%v546 = arith.xori %v544, %v545 : i17
"foo.use"(%v546) : (i17) -> ()
// -----
%v547 = arith.constant 43715 : i17
%v548 = arith.constant 65535 : i17
%v549:2 = arith.mulsi_extended %v547, %v548 : i17
"foo.use"(%v549#0, %v549#1) : (i17, i17) -> ()
// -----
%v550 = arith.constant 671797025 : i32
%v551 = arith.constant -754242598 : i32
%v552:2 = arith.mulsi_extended %v550, %v551 : i32
"foo.use"(%v552#0, %v552#1) : (i32, i32) -> ()
// -----
%v553 = arith.constant 125741936315204287812072265051754719060 : i128
%v554 = arith.constant -158576358810937958362209857273138126498 : i128
%v555 = arith.minui %v553, %v554 : i128
"foo.use"(%v555) : (i128) -> ()
// -----
%v556 = arith.constant 3 : i3
%v557 = arith.constant -2 : i3
%v558 = arith.maxsi %v556, %v557 : i3
"foo.use"(%v558) : (i3) -> ()
// -----
%v559 = arith.constant -5648093805721393277 : i64
%v560 = arith.constant -6737166335441603136 : i64
%v561 = arith.xori %v559, %v560 : i64
"foo.use"(%v561) : (i64) -> ()
// -----
%v562 = arith.constant -148454869210460185099341626821618770871 : i128
%v563 = arith.constant -122076648936269109386180168315326586510 : i128
%v564 = arith.ceildivui %v562, %v563 : i128
"foo.use"(%v564) : (i128) -> ()
// -----
%v565 = arith.constant -6419460674561933084 : index
%v566 = arith.constant 9223372036854775807 : index
%v567 = arith.minui %v565, %v566 : index
"foo.use"(%v567) : (index) -> ()
// -----
%v568 = arith.constant 63 : i64
%v569 = arith.constant -5915844840914823264 : i64
%v570 = arith.shli %v568, %v569 : i64
"foo.use"(%v570) : (i64) -> ()
// -----
%v571 = arith.constant -128 : i8
%v572 = arith.constant -2 : i8
%v573 = arith.subi %v571, %v572 : i8
"foo.use"(%v573) : (i8) -> ()
// -----
%v574 = arith.constant -34 : i8
%v575 = arith.constant 72 : i8
%v576 = arith.remsi %v574, %v575 : i8
"foo.use"(%v576) : (i8) -> ()
// -----
%v577 = arith.constant -5995972247046830351 : index
%v578 = arith.constant 5214717644086920159 : index
%v579 = arith.divsi %v577, %v578 : index
"foo.use"(%v579) : (index) -> ()
// -----
%v580 = arith.constant -6772 : i16
%v581 = arith.constant -1 : i16
%v582 = arith.divui %v580, %v581 : i16
"foo.use"(%v582) : (i16) -> ()
// -----
%v583 = arith.constant false
%v584 = arith.constant true
%v585 = arith.remui %v583, %v584 : i1
"foo.use"(%v585) : (i1) -> ()
// -----
%v586 = arith.constant 1571290789 : i32
%v587 = arith.constant -1894375394 : i32
%v588 = arith.muli %v586, %v587 : i32
"foo.use"(%v588) : (i32) -> ()
// -----
%v589 = arith.constant 79 : i8
%v590 = arith.constant 1 : i8
%v591 = arith.addi %v589, %v590 : i8
"foo.use"(%v591) : (i8) -> ()
// -----
%v592 = arith.constant 1 : i3
%v593 = arith.constant 3 : i3
%v594 = arith.divsi %v592, %v593 : i3
"foo.use"(%v594) : (i3) -> ()
// -----
%v595 = arith.constant -49410 : i17
%v596 = arith.constant -65536 : i17
%v597 = arith.minui %v595, %v596 : i17
"foo.use"(%v597) : (i17) -> ()
// -----
%v598 = arith.constant true
%v599 = arith.constant true
%v600 = arith.ceildivui %v598, %v599 : i1
"foo.use"(%v600) : (i1) -> ()
// -----
%v601 = arith.constant 2 : i17
%v602 = arith.constant 1 : i17
%v603 = arith.remsi %v601, %v602 : i17
"foo.use"(%v603) : (i17) -> ()
// -----
%v604 = arith.constant -70680276447548149010386382692052449926 : i128
%v605 = arith.constant -67008582810227544112587824238774717360 : i128
%v606 = arith.addi %v604, %v605 : i128
"foo.use"(%v606) : (i128) -> ()
// -----
%v607 = arith.constant -18067 : i16
%v608 = arith.constant -22481 : i16
%v609 = arith.floordivsi %v607, %v608 : i16
"foo.use"(%v609) : (i16) -> ()
// -----
%v610 = arith.constant 22687035460246131655793510351183744726 : i128
%v611 = arith.constant 90048250709651644174840641974726692108 : i128
%v612 = arith.cmpi sge, %v610, %v611 : i128
"foo.use"(%v612) : (i1) -> ()
// -----
%v613 = arith.constant 1 : i16
%v614 = arith.constant -20958 : i16
%v615 = arith.ceildivsi %v613, %v614 : i16
"foo.use"(%v615) : (i16) -> ()
// -----
%v616 = arith.constant -170141183460469231731687303715884105728 : i128
%v617 = arith.constant 136019728545209269991437208056339210520 : i128
%v618 = arith.divui %v616, %v617 : i128
"foo.use"(%v618) : (i128) -> ()
// -----
%v619 = arith.constant 1 : i17
%v620 = arith.constant -32227 : i17
%v621 = arith.ceildivsi %v619, %v620 : i17
"foo.use"(%v621) : (i17) -> ()
// -----
%v622 = arith.constant -2 : i3
%v623 = arith.constant 1 : i3
%v624 = arith.floordivsi %v622, %v623 : i3
"foo.use"(%v624) : (i3) -> ()
// -----
%v625 = arith.constant 6588923574245266610 : index
%v626 = arith.constant 2732471439437629197 : index
%v627 = arith.andi %v625, %v626 : index
"foo.use"(%v627) : (index) -> ()
// -----
%v628 = arith.constant -10429473975062621413252351870551364936 : i128
%v629 = arith.constant -88924303601411251266208829027098550639 : i128
%v630 = arith.shrui %v628, %v629 : i128
"foo.use"(%v630) : (i128) -> ()
// -----
%v631 = arith.constant 0 : i17
%v632 = arith.constant 59201 : i17
%v633 = arith.minsi %v631, %v632 : i17
"foo.use"(%v633) : (i17) -> ()
// -----
%v634 = arith.constant -3 : i3
%v635 = arith.constant 1 : i3
%v636 = arith.andi %v634, %v635 : i3
"foo.use"(%v636) : (i3) -> ()
// -----
%v637 = arith.constant -4 : i3
%v638 = arith.constant -2 : i3
%v639 = arith.divui %v637, %v638 : i3
"foo.use"(%v639) : (i3) -> ()
// -----
%v640 = arith.constant true
%v641 = arith.constant false
%v642:2 = arith.mulsi_extended %v640, %v641 : i1
"foo.use"(%v642#0, %v642#1) : (i1, i1) -> ()
// -----
%v643 = arith.constant true
%v644 = arith.constant false
%v645 = arith.shli %v643, %v644 : i1
"foo.use"(%v645) : (i1) -> ()
// -----
%v646 = arith.constant 64323 : i17
%v647 = arith.constant 9458 : i17
%v648 = arith.shrui %v646, %v647 : i17
"foo.use"(%v648) : (i17) -> ()
// -----
%v649 = arith.constant 0 : i128
%v650 = arith.constant -56528466002231913561394192788468541166 : i128
%v651 = arith.ceildivui %v649, %v650 : i128
"foo.use"(%v651) : (i128) -> ()
// -----
%v652 = arith.constant -2781773553534902887 : index
%v653 = arith.constant -1811587065667204484 : index
%v654 = arith.ceildivui %v652, %v653 : index
"foo.use"(%v654) : (index) -> ()
// -----
%v655 = arith.constant -530149388 : i32
%v656 = arith.constant -128099899 : i32
%v657 = arith.maxui %v655, %v656 : i32
"foo.use"(%v657) : (i32) -> ()
// -----
%v658 = arith.constant -1 : index
%v659 = arith.constant -6830679158881051037 : index
%v660 = arith.xori %v658, %v659 : index
"foo.use"(%v660) : (index) -> ()
// -----
%v661 = arith.constant 736654879 : i32
%v662 = arith.constant 2003438000 : i32
%v663 = arith.ceildivui %v661, %v662 : i32
"foo.use"(%v663) : (i32) -> ()
// -----
%v664 = arith.constant -9223372036854775808 : i64
%v665 = arith.constant 5667553792099852808 : i64
%v666 = arith.divui %v664, %v665 : i64
"foo.use"(%v666) : (i64) -> ()
// -----
%v667 = arith.constant 7 : i8
%v668 = arith.constant 79 : i8
%v669:2 = arith.mulsi_extended %v667, %v668 : i8
"foo.use"(%v669#0, %v669#1) : (i8, i8) -> ()
// -----
%v670 = arith.constant -128 : i8
%v671 = arith.constant 104 : i8
%v672 = arith.cmpi sgt, %v670, %v671 : i8
"foo.use"(%v672) : (i1) -> ()
// -----
%v673 = arith.constant 5255011913021546828 : index
%v674 = arith.constant -1 : index
%v675 = arith.floordivsi %v673, %v674 : index
"foo.use"(%v675) : (index) -> ()
// -----
%v676 = arith.constant 3 : i3
%v677 = arith.constant -1 : i3
%v678 = arith.floordivsi %v676, %v677 : i3
"foo.use"(%v678) : (i3) -> ()
// -----
%v679 = arith.constant -1 : index
%v680 = arith.constant 5404077158924842565 : index
%v681 = arith.andi %v679, %v680 : index
"foo.use"(%v681) : (index) -> ()
// -----
%v682 = arith.constant 567671109 : i32
%v683 = arith.constant -574528988 : i32
%v684 = arith.addi %v682, %v683 : i32
"foo.use"(%v684) : (i32) -> ()
// -----
%v685 = arith.constant -2211663680082451125 : index
%v686 = arith.constant 1925100027885693960 : index
%v687 = arith.remui %v685, %v686 : index
"foo.use"(%v687) : (index) -> ()
// -----
%v688 = arith.constant 69381334 : i32
%v689 = arith.constant -1189418049 : i32
%v690 = arith.muli %v688, %v689 : i32
"foo.use"(%v690) : (i32) -> ()
// -----
%v691 = arith.constant 8 : i8
%v692 = arith.constant -85 : i8
%v693 = arith.ori %v691, %v692 : i8
"foo.use"(%v693) : (i8) -> ()
// -----
%v694 = arith.constant 1697112433 : i32
%v695 = arith.constant 987642648 : i32
%v696 = arith.addi %v694, %v695 : i32
"foo.use"(%v696) : (i32) -> ()
// -----
%v697 = arith.constant -3 : i3
%v698 = arith.constant -4 : i3
%v699 = arith.cmpi uge, %v697, %v698 : i3
"foo.use"(%v699) : (i1) -> ()
// -----
%v700 = arith.constant 28426025933408084579040718399145379227 : i128
%v701 = arith.constant -2 : i128
%v702 = arith.divsi %v700, %v701 : i128
"foo.use"(%v702) : (i128) -> ()
// -----
%v703 = arith.constant 37054317174992978735762434902065431573 : i128
%v704 = arith.constant -8708863687091910726709668925985014897 : i128
%v705 = arith.ori %v703, %v704 : i128
"foo.use"(%v705) : (i128) -> ()
// -----
%v706 = arith.constant -112 : i8
%v707 = arith.constant -2 : i8
%v708 = arith.remsi %v706, %v707 : i8
"foo.use"(%v708) : (i8) -> ()
// -----
%v709 = arith.constant 75 : i8
%v710 = arith.constant 62 : i8
%v711 = arith.maxsi %v709, %v710 : i8
"foo.use"(%v711) : (i8) -> ()
// -----
%v712 = arith.constant 1 : index
%v713 = arith.constant -8151256033338990523 : index
%v714 = arith.shrui %v712, %v713 : index
"foo.use"(%v714) : (index) -> ()
// -----
%v715 = arith.constant -32522 : i16
%v716 = arith.constant 16 : i16
%v717 = arith.divui %v715, %v716 : i16
"foo.use"(%v717) : (i16) -> ()
// -----
%v718 = arith.constant -18835 : i16
%v719 = arith.constant 19276 : i16
%v720 = arith.divui %v718, %v719 : i16
"foo.use"(%v720) : (i16) -> ()
// -----
%v721 = arith.constant -9 : i8
%v722 = arith.constant -61 : i8
%v723 = arith.shrsi %v721, %v722 : i8
"foo.use"(%v723) : (i8) -> ()
// -----
%v724 = arith.constant -1 : index
%v725 = arith.constant -1497446675709747043 : index
%v726 = arith.remsi %v724, %v725 : index
"foo.use"(%v726) : (index) -> ()
// -----
%v727 = arith.constant -65412 : i17
%v728 = arith.constant 12735 : i17
%v729 = arith.divsi %v727, %v728 : i17
"foo.use"(%v729) : (i17) -> ()
// -----
%v730 = arith.constant -3842542066330267602 : i64
%v731 = arith.constant -6480014284049528093 : i64
%v732 = arith.floordivsi %v730, %v731 : i64
"foo.use"(%v732) : (i64) -> ()
// -----
%v733 = arith.constant -1 : i17
%v734 = arith.constant 52394 : i17
%v735 = arith.subi %v733, %v734 : i17
"foo.use"(%v735) : (i17) -> ()
// -----
%v736 = arith.constant 165855166027365211094283860685207527613 : i128
%v737 = arith.constant -11467114912844027023780125100632127408 : i128
%v738 = arith.shrsi %v736, %v737 : i128
"foo.use"(%v738) : (i128) -> ()
// -----
%v739 = arith.constant -54417345796109947098681777497657683166 : i128
%v740 = arith.constant 19072234169881265963141188802481243048 : i128
%v741 = arith.floordivsi %v739, %v740 : i128
"foo.use"(%v741) : (i128) -> ()
// -----
%v742 = arith.constant -2 : i3
%v743 = arith.constant -2 : i3
%v744 = arith.divui %v742, %v743 : i3
"foo.use"(%v744) : (i3) -> ()
// -----
%v745 = arith.constant 65 : i64
%v746 = arith.constant -2581584854639471672 : i64
%v747 = arith.minsi %v745, %v746 : i64
"foo.use"(%v747) : (i64) -> ()
// -----
%v748 = arith.constant 57 : i8
%v749 = arith.constant 84 : i8
%v750 = arith.muli %v748, %v749 : i8
"foo.use"(%v750) : (i8) -> ()
// -----
%v751 = arith.constant -23445 : i16
%v752 = arith.constant 17 : i16
%v753 = arith.divsi %v751, %v752 : i16
"foo.use"(%v753) : (i16) -> ()
// -----
%v754 = arith.constant 1464 : i16
%v755 = arith.constant -20785 : i16
%v756 = arith.andi %v754, %v755 : i16
"foo.use"(%v756) : (i16) -> ()
// -----
%v757 = arith.constant -3 : i3
%v758 = arith.constant -1 : i3
%v759 = arith.shli %v757, %v758 : i3
"foo.use"(%v759) : (i3) -> ()
// -----
%v760 = arith.constant 35 : i8
%v761 = arith.constant 114 : i8
%v762 = arith.shrui %v760, %v761 : i8
"foo.use"(%v762) : (i8) -> ()
